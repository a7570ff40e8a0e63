import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': '写真 {number}/{total} を開く',
  'extras.gallery.position': '写真 {number}/{total}',
  'extras.gallery.close': '閉じる',
  'extras.gallery.previous': '前の写真',
  'extras.gallery.next': '次の写真',
  'extras.breakdown.title': '評価の内訳',
  'extras.breakdown.stars': { other: '星{count}つ' },
  'extras.similar.title': '似たような体験',
  'extras.place.meetingPoint': '集合場所',
  'extras.place.openInMaps': '地図アプリで開く',
  'extras.place.mapLabel': '{place}の地図',
} satisfies Translation<typeof en>;
