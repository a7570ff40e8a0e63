import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'Kod promocyjny',
  'promo.apply': 'Zastosuj',
  'promo.applied': 'Zastosowano kod promocyjny {code}',
  'promo.remove': 'Usuń kod',
  'promo.originalPrice': 'Cena pierwotna',
  'promo.newPrice': 'Cena z kodem',
  'promo.youSave': 'Oszczędzasz {amount}',
  'promo.error.unknown': 'Ten kod jest nieprawidłowy. Sprawdź pisownię i spróbuj ponownie.',
  'promo.error.notStarted': 'Ten kod nie jest jeszcze aktywny. Spróbuj ponownie po rozpoczęciu promocji.',
  'promo.error.expired': 'Ten kod wygasł.',
  'promo.error.notApplicable': 'Tego kodu nie można użyć dla tej atrakcji.',
  'promo.error.wrongCurrency':
    'Ten kod dotyczy tylko cen w {currency}. Zmień walutę na {currency}, aby go użyć.',
  'promo.error.unavailable':
    'Nie możemy teraz sprawdzić kodów promocyjnych. Spróbuj ponownie za chwilę lub zarezerwuj bez kodu.',
  'promo.error.tooMany': 'Zbyt wiele prób. Poczekaj chwilę i spróbuj ponownie.',
} satisfies Translation<typeof en>;
