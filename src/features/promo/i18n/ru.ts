import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'Промокод',
  'promo.apply': 'Применить',
  'promo.applied': 'Промокод {code} применён',
  'promo.remove': 'Удалить код',
  'promo.originalPrice': 'Исходная цена',
  'promo.newPrice': 'Цена с промокодом',
  'promo.youSave': 'Вы экономите {amount}',
  'promo.error.unknown': 'Этот код недействителен. Проверьте написание и попробуйте ещё раз.',
  'promo.error.notStarted': 'Этот код ещё не действует. Попробуйте снова, когда начнётся акция.',
  'promo.error.expired': 'Срок действия этого кода истёк.',
  'promo.error.notApplicable': 'Этот код нельзя использовать для этого мероприятия.',
  'promo.error.wrongCurrency':
    'Этот код действует только для цен в {currency}. Чтобы его использовать, выберите валюту {currency}.',
  'promo.error.unavailable':
    'Сейчас мы не можем проверить промокоды. Попробуйте чуть позже или бронируйте без кода.',
  'promo.error.tooMany': 'Слишком много попыток. Подождите немного и попробуйте ещё раз.',
} satisfies Translation<typeof en>;
