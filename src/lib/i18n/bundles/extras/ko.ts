import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': '사진 {total}장 중 {number}번째 열기',
  'extras.gallery.position': '사진 {total}장 중 {number}번째',
  'extras.gallery.close': '닫기',
  'extras.gallery.previous': '이전 사진',
  'extras.gallery.next': '다음 사진',
  'extras.breakdown.title': '평점 분포',
  'extras.breakdown.stars': { other: '별 {count}개' },
  'extras.similar.title': '비슷한 체험',
  'extras.place.meetingPoint': '집결 장소',
  'extras.place.openInMaps': '지도에서 열기',
  'extras.place.mapLabel': '{place} 지도',
} satisfies Translation<typeof en>;
