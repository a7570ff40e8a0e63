import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': '優惠碼',
  'promo.apply': '套用',
  'promo.applied': '已套用優惠碼 {code}',
  'promo.remove': '移除優惠碼',
  'promo.originalPrice': '原價',
  'promo.newPrice': '套用優惠碼後的價格',
  'promo.youSave': '省下 {amount}',
  'promo.error.unknown': '此優惠碼無效。請檢查拼字後再試一次。',
  'promo.error.notStarted': '此優惠碼尚未生效。請於活動開始後再試。',
  'promo.error.expired': '此優惠碼已過期。',
  'promo.error.notApplicable': '此優惠碼不適用於此體驗。',
  'promo.error.wrongCurrency': '此優惠碼僅適用於以 {currency} 計價的價格。請將幣別切換為 {currency} 後使用。',
  'promo.error.unavailable': '目前無法驗證優惠碼。請稍後再試，或不使用優惠碼直接預訂。',
  'promo.error.tooMany': '嘗試次數過多。請稍候再試。',
} satisfies Translation<typeof en>;
