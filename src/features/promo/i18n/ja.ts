import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'プロモーションコード',
  'promo.apply': '適用',
  'promo.applied': 'プロモーションコード {code} を適用しました',
  'promo.remove': 'コードを削除',
  'promo.originalPrice': '通常価格',
  'promo.newPrice': 'コード適用後の価格',
  'promo.youSave': '{amount} お得',
  'promo.error.unknown': 'このコードは無効です。綴りを確認して、もう一度お試しください。',
  'promo.error.notStarted':
    'このコードはまだ有効になっていません。キャンペーン開始後にもう一度お試しください。',
  'promo.error.expired': 'このコードは有効期限が切れています。',
  'promo.error.notApplicable': 'このコードはこの体験には使用できません。',
  'promo.error.wrongCurrency':
    'このコードは {currency} 建ての価格にのみ適用されます。通貨を {currency} に変更してからご利用ください。',
  'promo.error.unavailable':
    '現在プロモーションコードを確認できません。しばらくしてからもう一度お試しいただくか、コードなしでご予約ください。',
  'promo.error.tooMany': '試行回数が多すぎます。しばらく待ってからもう一度お試しください。',
} satisfies Translation<typeof en>;
