import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': '觀看影片',
  'dayTrips.video.title': '影片：{title}',
  'dayTrips.video.close': '關閉影片',
  'dayTrips.video.fallback': '您的瀏覽器無法在此播放這部影片，請改為開啟影片檔案。',
  'dayTrips.readMore': '閱讀更多',
  'dayTrips.products': '選擇您的一日遊',
  'dayTrips.more': '更多一日遊',
  'dayTrips.count': { other: '{count}個一日遊行程' },
} satisfies Translation<typeof en>;
