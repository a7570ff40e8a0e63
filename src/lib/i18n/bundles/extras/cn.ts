import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': '打开第 {number} 张照片（共 {total} 张）',
  'extras.gallery.position': '第 {number} 张照片（共 {total} 张）',
  'extras.gallery.close': '关闭',
  'extras.gallery.previous': '上一张照片',
  'extras.gallery.next': '下一张照片',
  'extras.breakdown.title': '评分分布',
  'extras.breakdown.stars': { other: '{count} 星' },
  'extras.similar.title': '类似体验',
  'extras.place.meetingPoint': '集合地点',
  'extras.place.openInMaps': '在地图中打开',
  'extras.place.mapLabel': '{place}的地图',
} satisfies Translation<typeof en>;
