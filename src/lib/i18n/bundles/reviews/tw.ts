import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': '評論',
  'reviews.rated': '評分 {rating}（滿分 5 分）',
  'reviews.ratings': '{count} 則評分',
  'reviews.trustBadge': '高評價',
  'reviews.sortBy': '排序方式',
  'reviews.filterBy': '篩選評論',
  'reviews.filter.all': '所有評論',
  'reviews.range': '顯示第 {from}–{to} 則，共 {count} 則評論',
  'reviews.pages': '評論頁面',
  'reviews.previous': '上一頁',
  'reviews.next': '下一頁',
  'reviews.page': '第 {page} 頁',
  'reviews.failed': '目前無法載入評論，請稍後再試。',
  'reviews.none': '目前還沒有評論。',
  'reviews.writtenIn': '顯示以{language}撰寫的評論。',
  'reviews.photos': '{name} 分享的照片',
  'reviews.photoAlt': '{name} 分享的一張照片',
} satisfies Translation<typeof en>;
