import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': 'Reisetipps und Angebote',
  'subscribe.intro':
    'Neue Erlebnisse, Sonderangebote und Insidertipps direkt in Ihr Postfach. Abmeldung jederzeit möglich.',
  'subscribe.label': 'E-Mail-Adresse',
  'subscribe.button': 'Anmelden',
  'subscribe.thankYou': 'Vielen Dank! Sie sind angemeldet.',
  'subscribe.unavailable':
    'Die Anmeldung hat gerade nicht geklappt. Bitte versuchen Sie es gleich noch einmal.',
} satisfies Translation<typeof en>;
