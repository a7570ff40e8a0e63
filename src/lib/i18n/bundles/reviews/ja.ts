import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'レビュー',
  'reviews.rated': '5段階中{rating}の評価',
  'reviews.ratings': '{count}件の評価',
  'reviews.trustBadge': '高評価',
  'reviews.sortBy': '並べ替え',
  'reviews.filterBy': 'レビューを絞り込む',
  'reviews.filter.all': 'すべてのレビュー',
  'reviews.range': '{count}件中{from}～{to}件を表示',
  'reviews.pages': 'レビューのページ',
  'reviews.previous': '前へ',
  'reviews.next': '次へ',
  'reviews.page': '{page}ページ',
  'reviews.failed': 'ただいまレビューを読み込めません。しばらくしてからもう一度お試しください。',
  'reviews.none': 'まだレビューはありません。',
  'reviews.writtenIn': '{language}で書かれたレビューを表示しています。',
  'reviews.photos': '{name}さんの写真',
  'reviews.photoAlt': '{name}さんが共有した写真',
} satisfies Translation<typeof en>;
