import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': '今天已沒有可選時段，請選擇其他日期。',
  'booking.reserveNowPayLater': '立即預訂，稍後付款',
  'booking.trust': '為何選擇我們',
  'booking.bar': '價格與可訂情況',
  'booking.timeMoved': '您選擇的是 {asked}：下一班出發時間為 {time}。',
  'booking.returnTimeMoved': '回程：您選擇的是 {asked}；下一班出發時間為 {time}。',
} satisfies Translation<typeof en>;
