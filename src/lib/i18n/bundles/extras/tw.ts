import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': '開啟第 {number} 張相片（共 {total} 張）',
  'extras.gallery.position': '第 {number} 張相片（共 {total} 張）',
  'extras.gallery.close': '關閉',
  'extras.gallery.previous': '上一張相片',
  'extras.gallery.next': '下一張相片',
  'extras.breakdown.title': '評分分布',
  'extras.breakdown.stars': { other: '{count} 星' },
  'extras.similar.title': '類似體驗',
  'extras.place.meetingPoint': '集合地點',
  'extras.place.openInMaps': '在地圖中開啟',
  'extras.place.mapLabel': '{place}的地圖',
} satisfies Translation<typeof en>;
