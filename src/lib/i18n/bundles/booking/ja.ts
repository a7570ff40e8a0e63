import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': '本日の残りの時間枠はありません。別の日をお選びください。',
  'booking.reserveNowPayLater': '今すぐ予約、お支払いは後で',
  'booking.trust': '当サイトで予約する理由',
  'booking.bar': '料金と空き状況',
  'booking.timeMoved': 'ご希望は {asked} です：次の出発は {time} です。',
  'booking.returnTimeMoved': '復路：ご希望は {asked} です。次の出発は {time} です。',
} satisfies Translation<typeof en>;
