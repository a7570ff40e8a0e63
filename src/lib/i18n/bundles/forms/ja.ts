import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': '団体でのご予約ですか?',
  'forms.group.intro': 'グループについてお知らせください。担当チームがメールでお見積もりをお送りします。',
  'forms.group.name': '氏名(フルネーム)',
  'forms.group.email': 'メールアドレス',
  'forms.group.phone': '電話番号(任意)',
  'forms.group.date': '希望日',
  'forms.group.adults': '大人',
  'forms.group.children': '子ども',
  'forms.group.message': 'メッセージ(任意)',
  'forms.group.honeypot': 'この欄は空欄のままにしてください',
  'forms.group.submit': 'リクエストを送信',
  'forms.group.success': 'ありがとうございます。団体リクエストを受け付けました。メールでご連絡いたします。',
  'forms.group.errorsTitle': '以下の項目を修正してください',
  'forms.group.unavailable':
    'ただいまリクエストを送信できませんでした。しばらくしてからもう一度お試しください。',
  'forms.error.name': '姓と名を入力してください',
  'forms.error.phone': '+81 3 1234 5678 のように数字で電話番号を入力してください',
  'forms.error.date': '2026-06-15 のように日付を入力してください',
  'forms.error.datePast': 'この日付は過ぎています。今日以降の日付を選んでください',
  'forms.error.adults': '大人を1名以上入力してください',
  'forms.error.children': '子どもの人数を入力してください(0以上)',
  'forms.error.tooMany': 'リクエストが多すぎます。しばらく待ってから再度お試しください。',
  'forms.error.tooLarge': 'このフォームは大きすぎるため送信できません。',
  'forms.error.control': 'この欄から目に見えない制御文字を削除してください',
} satisfies Translation<typeof en>;
