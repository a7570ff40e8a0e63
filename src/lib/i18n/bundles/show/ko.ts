import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': '지금 예약',
  'show.nextAvailable': '가장 빠른 예약 가능일: {date}',
  'show.noDates': '향후 3개월 동안 예약 가능한 날짜가 없습니다.',
  'show.calendarFailed': '지금은 날짜를 불러올 수 없습니다. 예약할 때 날짜를 선택할 수 있습니다.',
  'show.unavailable': '현재 티켓을 구매할 수 없습니다. 잠시 후 다시 확인해 주세요.',
  'show.details': '공연 정보',
  'show.opening': '개막',
  'show.closing': '폐막',
  'show.theatre': '극장',
  'show.duration': '공연 시간',
  'show.ageLimit': '관람 연령',
  'show.highlights': '하이라이트',
  'show.included': '포함 사항',
  'show.notIncluded': '불포함 사항',
  'show.ticketTypes': '티켓 종류',
  'show.faq': '자주 묻는 질문',
  'show.map': '지도에서 보기',
  'show.safety': '이 공연장에서는 보건 및 안전 조치를 시행하고 있습니다.',
  'show.criticReview': '평론가 리뷰',
  'show.validity': '유효 기간',
  'show.cancellation': '취소',
  'show.gallery': '사진',
  'show.aboutTheatre': '극장 소개',
} satisfies Translation<typeof en>;
