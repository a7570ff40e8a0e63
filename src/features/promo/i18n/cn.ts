import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': '优惠码',
  'promo.apply': '使用',
  'promo.applied': '已使用优惠码 {code}',
  'promo.remove': '移除优惠码',
  'promo.originalPrice': '原价',
  'promo.newPrice': '使用优惠码后的价格',
  'promo.youSave': '节省 {amount}',
  'promo.error.unknown': '此优惠码无效。请检查拼写后重试。',
  'promo.error.notStarted': '此优惠码尚未生效。请在活动开始后重试。',
  'promo.error.expired': '此优惠码已过期。',
  'promo.error.notApplicable': '此优惠码不适用于该体验。',
  'promo.error.wrongCurrency': '此优惠码仅适用于以 {currency} 计价的价格。请将货币切换为 {currency} 后使用。',
  'promo.error.unavailable': '目前无法验证优惠码。请稍后重试，或不使用优惠码直接预订。',
  'promo.error.tooMany': '尝试次数过多。请稍候再试。',
} satisfies Translation<typeof en>;
