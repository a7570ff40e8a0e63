import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': '오늘은 남은 시간이 없습니다. 다른 날을 선택해 주세요.',
  'booking.reserveNowPayLater': '지금 예약하고 나중에 결제',
  'booking.trust': '예약해야 하는 이유',
  'booking.bar': '가격 및 예약 가능 여부',
  'booking.timeMoved': '{asked}을(를) 요청하셨습니다: 다음 출발은 {time}입니다.',
  'booking.returnTimeMoved': '귀환: {asked}을(를) 요청하셨습니다. 다음 출발은 {time}입니다.',
} satisfies Translation<typeof en>;
