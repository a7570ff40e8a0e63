import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'Rabattkode',
  'promo.apply': 'Bruk',
  'promo.applied': 'Rabattkoden {code} er brukt',
  'promo.remove': 'Fjern koden',
  'promo.originalPrice': 'Opprinnelig pris',
  'promo.newPrice': 'Pris med kode',
  'promo.youSave': 'Du sparer {amount}',
  'promo.error.unknown': 'Koden er ikke gyldig. Sjekk stavemåten og prøv igjen.',
  'promo.error.notStarted': 'Koden er ikke aktiv ennå. Prøv igjen når tilbudet har startet.',
  'promo.error.expired': 'Koden har utløpt.',
  'promo.error.notApplicable': 'Koden kan ikke brukes for denne opplevelsen.',
  'promo.error.wrongCurrency':
    'Koden gjelder bare priser i {currency}. Bytt valuta til {currency} for å bruke den.',
  'promo.error.unavailable':
    'Vi kan ikke sjekke rabattkoder akkurat nå. Prøv igjen om litt, eller bestill uten kode.',
  'promo.error.tooMany': 'For mange forsøk. Vent litt og prøv igjen.',
} satisfies Translation<typeof en>;
