import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': '動画を見る',
  'dayTrips.video.title': '動画：{title}',
  'dayTrips.video.close': '動画を閉じる',
  'dayTrips.video.fallback': 'お使いのブラウザではここで動画を再生できません。動画ファイルを開いてください。',
  'dayTrips.readMore': '続きを読む',
  'dayTrips.products': '日帰りツアーを選ぶ',
  'dayTrips.more': 'その他の日帰りツアー',
  'dayTrips.count': { other: '日帰りツアー{count}件' },
} satisfies Translation<typeof en>;
