import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'Gutscheincode',
  'promo.apply': 'Einlösen',
  'promo.applied': 'Gutscheincode {code} eingelöst',
  'promo.remove': 'Code entfernen',
  'promo.originalPrice': 'Ursprünglicher Preis',
  'promo.newPrice': 'Preis mit Code',
  'promo.youSave': 'Sie sparen {amount}',
  'promo.error.unknown':
    'Dieser Code ist ungültig. Bitte prüfen Sie die Schreibweise und versuchen Sie es erneut.',
  'promo.error.notStarted':
    'Dieser Code ist noch nicht gültig. Versuchen Sie es erneut, sobald das Angebot begonnen hat.',
  'promo.error.expired': 'Dieser Code ist abgelaufen.',
  'promo.error.notApplicable': 'Dieser Code gilt nicht für dieses Erlebnis.',
  'promo.error.wrongCurrency':
    'Dieser Code gilt nur für Preise in {currency}. Wechseln Sie die Währung zu {currency}, um ihn zu nutzen.',
  'promo.error.unavailable':
    'Gutscheincodes können gerade nicht geprüft werden. Bitte versuchen Sie es gleich noch einmal oder buchen Sie ohne Code.',
  'promo.error.tooMany': 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
} satisfies Translation<typeof en>;
