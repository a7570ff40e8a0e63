import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': 'Reistips en aanbiedingen',
  'subscribe.intro':
    'Nieuwe ervaringen, speciale aanbiedingen en insidertips, rechtstreeks in je inbox. Je kunt je altijd afmelden.',
  'subscribe.label': 'E-mailadres',
  'subscribe.button': 'Aanmelden',
  'subscribe.thankYou': 'Bedankt! Je bent aangemeld.',
  'subscribe.unavailable': 'We konden je nu niet aanmelden. Probeer het zo opnieuw.',
} satisfies Translation<typeof en>;
