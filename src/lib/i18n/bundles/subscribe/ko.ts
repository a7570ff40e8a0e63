import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': '여행 팁과 특가 소식',
  'subscribe.intro':
    '새로운 체험, 특별 할인, 현지 팁을 이메일로 받아 보세요. 언제든지 수신을 거부할 수 있습니다.',
  'subscribe.label': '이메일 주소',
  'subscribe.button': '구독하기',
  'subscribe.thankYou': '감사합니다! 구독이 완료되었습니다.',
  'subscribe.unavailable': '지금은 구독할 수 없습니다. 잠시 후 다시 시도해 주세요.',
} satisfies Translation<typeof en>;
