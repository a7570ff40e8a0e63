import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': '今すぐ予約',
  'show.nextAvailable': '次の空き日程：{date}',
  'show.noDates': '今後3か月間、空いている日程はありません。',
  'show.calendarFailed': '日程を読み込めませんでした。予約時に日程を選択できます。',
  'show.unavailable': '現在チケットはご利用いただけません。後ほどご確認ください。',
  'show.details': '公演の詳細',
  'show.opening': '開幕',
  'show.closing': '閉幕',
  'show.theatre': '劇場',
  'show.duration': '上演時間',
  'show.ageLimit': '年齢の目安',
  'show.highlights': '見どころ',
  'show.included': '含まれるもの',
  'show.notIncluded': '含まれないもの',
  'show.ticketTypes': 'チケットの種類',
  'show.faq': 'よくある質問',
  'show.map': '地図で見る',
  'show.safety': 'この会場では健康・安全対策が実施されています。',
  'show.criticReview': '批評家の声',
  'show.validity': '有効期間',
  'show.cancellation': 'キャンセル',
  'show.gallery': '写真',
  'show.aboutTheatre': '劇場について',
} satisfies Translation<typeof en>;
