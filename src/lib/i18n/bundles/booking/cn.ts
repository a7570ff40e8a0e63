import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': '今天已没有可选时间，请选择其他日期。',
  'booking.reserveNowPayLater': '立即预订，稍后付款',
  'booking.trust': '为何选择我们',
  'booking.bar': '价格与可订情况',
  'booking.timeMoved': '您选择的是 {asked}：下一班出发时间为 {time}。',
  'booking.returnTimeMoved': '返程：您选择的是 {asked}；下一班出发时间为 {time}。',
} satisfies Translation<typeof en>;
