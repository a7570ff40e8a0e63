import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': '旅のヒントとお得な情報',
  'subscribe.intro':
    '新しい体験、特別オファー、現地のヒントをメールでお届けします。配信停止はいつでも可能です。',
  'subscribe.label': 'メールアドレス',
  'subscribe.button': '登録する',
  'subscribe.thankYou': 'ありがとうございます。登録が完了しました。',
  'subscribe.unavailable': '現在登録できませんでした。しばらくしてからもう一度お試しください。',
} satisfies Translation<typeof en>;
