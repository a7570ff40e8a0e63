import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'Codice promozionale',
  'promo.apply': 'Applica',
  'promo.applied': 'Codice promozionale {code} applicato',
  'promo.remove': 'Rimuovi codice',
  'promo.originalPrice': 'Prezzo originale',
  'promo.newPrice': 'Prezzo con codice',
  'promo.youSave': 'Risparmi {amount}',
  'promo.error.unknown': 'Questo codice non è valido. Controlla come l’hai scritto e riprova.',
  'promo.error.notStarted': 'Questo codice non è ancora attivo. Riprova quando l’offerta sarà iniziata.',
  'promo.error.expired': 'Questo codice è scaduto.',
  'promo.error.notApplicable': 'Questo codice non può essere usato per questa esperienza.',
  'promo.error.wrongCurrency':
    'Questo codice vale solo per prezzi in {currency}. Passa alla valuta {currency} per usarlo.',
  'promo.error.unavailable':
    'Al momento non riusciamo a verificare i codici promozionali. Riprova tra poco oppure prenota senza codice.',
  'promo.error.tooMany': 'Troppi tentativi. Attendi un momento e riprova.',
} satisfies Translation<typeof en>;
