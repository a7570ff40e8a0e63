import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'プレビュー',
  'preview.mode': 'プレビューモード',
  'preview.release': 'リリース：{label}',
  'preview.drafts': '未公開の下書き',
  'preview.document': 'ページ：{title}（{uid}）',
  'preview.expired': 'このプレビューは期限切れか不明です。公開中のコンテンツを表示しています。',
  'preview.exit': 'プレビューを終了',
  'preview.error.title': 'プレビューを表示できません',
  'preview.error.token':
    'このプレビューリンクはこのリポジトリでは無効か、期限切れです。エディターからもう一度プレビューを開いてください。',
  'preview.error.document': 'このプレビューリンクは有効なドキュメントを指していません。',
  'preview.error.notFound': 'このプレビューのドキュメントはこのリリースに見つかりませんでした。',
  'preview.error.otherSite':
    'このドキュメントにはこのサイトのページがありません。所属するサイトからプレビューを開いてください。',
  'preview.error.site': 'プレビューは各サイト自身のアドレスで開きます。',
  'preview.error.unavailable': 'コンテンツサービスに接続できません。しばらくしてからもう一度お試しください。',
  'preview.error.back': 'ホームページに戻る',
} satisfies Translation<typeof en>;
