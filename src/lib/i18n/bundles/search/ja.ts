import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': '検索',
  'search.label': 'このサイト内を検索',
  'search.placeholder': '観光スポット、ツアー、ショー…',
  'search.submit': '検索',
  'search.resultsFor': '「{query}」の検索結果',
  'search.empty': '該当する結果が見つかりませんでした。',
  'search.emptyHint': 'つづりを確認するか、語数を減らすか、より一般的な言葉でお試しください。',
  'search.shortened': '検索語は最初の {count} 文字に短縮されました。',
  'search.pages': 'ページ',
  'search.products': 'チケットとツアー',
  'search.failed': '一部の結果を読み込めませんでした。しばらくしてからもう一度お試しください。',
  'search.prompt': '観光スポット、ツアー、ショーなど、お探しのものを入力してください。',
  'search.popular': '今人気',
} satisfies Translation<typeof en>;
