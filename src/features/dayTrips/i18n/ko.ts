import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': '동영상 보기',
  'dayTrips.video.title': '동영상: {title}',
  'dayTrips.video.close': '동영상 닫기',
  'dayTrips.video.fallback':
    '이 브라우저에서는 여기서 동영상을 재생할 수 없습니다. 동영상 파일을 열어 보세요.',
  'dayTrips.readMore': '더 보기',
  'dayTrips.products': '당일 여행 고르기',
  'dayTrips.more': '더 많은 당일 여행',
  'dayTrips.count': { other: '당일 여행 {count}개' },
} satisfies Translation<typeof en>;
