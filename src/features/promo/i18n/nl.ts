import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'Kortingscode',
  'promo.apply': 'Toepassen',
  'promo.applied': 'Kortingscode {code} toegepast',
  'promo.remove': 'Code verwijderen',
  'promo.originalPrice': 'Oorspronkelijke prijs',
  'promo.newPrice': 'Prijs met code',
  'promo.youSave': 'Je bespaart {amount}',
  'promo.error.unknown': 'Deze code is niet geldig. Controleer de spelling en probeer het opnieuw.',
  'promo.error.notStarted': 'Deze code is nog niet actief. Probeer het opnieuw zodra de actie is begonnen.',
  'promo.error.expired': 'Deze code is verlopen.',
  'promo.error.notApplicable': 'Deze code kan niet worden gebruikt voor deze ervaring.',
  'promo.error.wrongCurrency':
    'Deze code geldt alleen voor prijzen in {currency}. Stel de valuta in op {currency} om hem te gebruiken.',
  'promo.error.unavailable':
    'We kunnen kortingscodes nu niet controleren. Probeer het zo opnieuw, of boek zonder code.',
  'promo.error.tooMany': 'Te veel pogingen. Wacht even en probeer het opnieuw.',
} satisfies Translation<typeof en>;
