import type en from './en';
import type { Translation } from '../../message';

export default {
  'shell.scrollToTop': 'ページの先頭へ',
  'shell.skipToContent': 'メインコンテンツへスキップ',
  'shell.languageSwitcher': '言語',
  'shell.poweredBy': 'システム提供：{brand}',
  'shell.resellerNotice': '当サイトはチケットの正規販売代理店です。施設・会場の公式サイトではありません。',
  'shell.copyright': '© {year} {brand}. 無断転載を禁じます。',
  'shell.privacyPolicy': 'プライバシーポリシー',
  'shell.termsOfUse': '利用規約',
  'shell.home': 'ホーム',
  'shell.breadcrumbs': 'パンくずリスト',
  'shell.mainNavigation': 'メインナビゲーション',
  'shell.otherLanguages': 'このページの他言語版',
  'notFound.title': 'ページが見つかりません',
  'notFound.message':
    '該当する結果が見つかりませんでした。お探しのページは移動したか、削除された可能性があります。',
  'notFound.backHome': 'トップページへ',
  'error.title': '問題が発生しました',
  'error.message': '現在このページを読み込めません。しばらくしてから、もう一度お試しください。',
  'unknownSite.title': 'サイトが見つかりません',
  'unknownSite.message':
    'このアドレスで運営されているストアはありません。アドレスをご確認いただくか、サイト一覧をご覧ください。',
  'sites.title': 'デモ用マイクロサイト',
  'sites.intro': '各マイクロサイトはそれぞれ専用のホストで動作しています。閲覧するサイトを選んでください。',
  'sites.languages': '言語',
  'page.type.city': 'シティガイド',
  'page.type.hopOnHopOff': '乗り降り自由の観光ツアー',
  'page.type.cruises': 'クルーズ',
  'page.type.airportTransfers': '空港送迎',
  'page.type.category': 'カテゴリー',
  'page.type.subCategory': 'サブカテゴリー',
  'page.type.seatMap': '座席表',
  'page.type.default': '体験',
  'page.updated': '更新日：{date}',
  'page.translations': { other: 'ほかに{count}言語でもご覧いただけます' },
} satisfies Translation<typeof en>;
