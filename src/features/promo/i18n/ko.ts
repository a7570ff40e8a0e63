import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': '프로모션 코드',
  'promo.apply': '적용',
  'promo.applied': '프로모션 코드 {code} 적용됨',
  'promo.remove': '코드 삭제',
  'promo.originalPrice': '정가',
  'promo.newPrice': '코드 적용 가격',
  'promo.youSave': '{amount} 절약',
  'promo.error.unknown': '유효하지 않은 코드입니다. 철자를 확인한 후 다시 시도해 주세요.',
  'promo.error.notStarted': '아직 사용할 수 없는 코드입니다. 프로모션이 시작된 후 다시 시도해 주세요.',
  'promo.error.expired': '만료된 코드입니다.',
  'promo.error.notApplicable': '이 체험에는 사용할 수 없는 코드입니다.',
  'promo.error.wrongCurrency':
    '이 코드는 {currency} 가격에만 적용됩니다. 사용하려면 통화를 {currency}(으)로 변경해 주세요.',
  'promo.error.unavailable':
    '지금은 프로모션 코드를 확인할 수 없습니다. 잠시 후 다시 시도하시거나 코드 없이 예약해 주세요.',
  'promo.error.tooMany': '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
} satisfies Translation<typeof en>;
