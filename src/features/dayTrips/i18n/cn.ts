import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': '观看视频',
  'dayTrips.video.title': '视频：{title}',
  'dayTrips.video.close': '关闭视频',
  'dayTrips.video.fallback': '您的浏览器无法在此播放该视频，请改为打开视频文件。',
  'dayTrips.readMore': '阅读更多',
  'dayTrips.products': '选择您的一日游',
  'dayTrips.more': '更多一日游',
  'dayTrips.count': { other: '{count}个一日游行程' },
} satisfies Translation<typeof en>;
