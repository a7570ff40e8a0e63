import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'Rabattkod',
  'promo.apply': 'Använd',
  'promo.applied': 'Rabattkoden {code} har använts',
  'promo.remove': 'Ta bort koden',
  'promo.originalPrice': 'Ursprungligt pris',
  'promo.newPrice': 'Pris med kod',
  'promo.youSave': 'Du sparar {amount}',
  'promo.error.unknown': 'Koden är inte giltig. Kontrollera stavningen och försök igen.',
  'promo.error.notStarted': 'Koden är inte aktiv än. Försök igen när erbjudandet har börjat.',
  'promo.error.expired': 'Koden har gått ut.',
  'promo.error.notApplicable': 'Koden kan inte användas för den här upplevelsen.',
  'promo.error.wrongCurrency':
    'Koden gäller bara priser i {currency}. Byt valuta till {currency} för att använda den.',
  'promo.error.unavailable':
    'Vi kan inte kontrollera rabattkoder just nu. Försök igen om en stund eller boka utan kod.',
  'promo.error.tooMany': 'För många försök. Vänta en stund och försök igen.',
} satisfies Translation<typeof en>;
