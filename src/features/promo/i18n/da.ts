import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'Rabatkode',
  'promo.apply': 'Anvend',
  'promo.applied': 'Rabatkoden {code} er anvendt',
  'promo.remove': 'Fjern koden',
  'promo.originalPrice': 'Oprindelig pris',
  'promo.newPrice': 'Pris med kode',
  'promo.youSave': 'Du sparer {amount}',
  'promo.error.unknown': 'Koden er ikke gyldig. Tjek stavningen, og prøv igen.',
  'promo.error.notStarted': 'Koden er ikke aktiv endnu. Prøv igen, når tilbuddet er startet.',
  'promo.error.expired': 'Koden er udløbet.',
  'promo.error.notApplicable': 'Koden kan ikke bruges til denne oplevelse.',
  'promo.error.wrongCurrency':
    'Koden gælder kun for priser i {currency}. Skift valuta til {currency} for at bruge den.',
  'promo.error.unavailable':
    'Vi kan ikke tjekke rabatkoder lige nu. Prøv igen om lidt, eller book uden kode.',
  'promo.error.tooMany': 'For mange forsøg. Vent et øjeblik, og prøv igen.',
} satisfies Translation<typeof en>;
