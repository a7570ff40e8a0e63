import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': '评价',
  'reviews.rated': '评分 {rating}（满分 5 分）',
  'reviews.ratings': '{count} 条评分',
  'reviews.trustBadge': '高分好评',
  'reviews.sortBy': '排序方式',
  'reviews.filterBy': '筛选评价',
  'reviews.filter.all': '全部评价',
  'reviews.range': '显示第 {from}–{to} 条，共 {count} 条评价',
  'reviews.pages': '评价页',
  'reviews.previous': '上一页',
  'reviews.next': '下一页',
  'reviews.page': '第 {page} 页',
  'reviews.failed': '暂时无法加载评价，请稍后再试。',
  'reviews.none': '暂无评价。',
  'reviews.writtenIn': '显示以{language}撰写的评价。',
  'reviews.photos': '{name} 分享的照片',
  'reviews.photoAlt': '{name} 分享的一张照片',
} satisfies Translation<typeof en>;
