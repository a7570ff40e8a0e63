import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': '低至',
  'store.card.unavailable': '目前無法預訂',
  'store.card.priceLabel': '價格 {price} 起',
  'store.card.scratchLabel': '原價 {price}',
  'store.card.rating': '評分 {rating}／5',
  'store.card.trusted': '高評價',
  'store.card.viewShow': '查看詳情',
  'store.card.book': '立即預訂',
  'store.card.closes': '最後一場演出：{date}',
  'store.section.failed': '目前無法載入這些體驗，請稍後再試。',
  'store.section.empty': '目前沒有可預訂的體驗。',
  'store.section.showMore': {
    other: '顯示另外 {count} 項體驗',
  },
  'store.section.count': {
    other: '{count} 項體驗',
  },
  'store.filter.all': '全部',
  'store.filter.label': '篩選體驗',
  'store.banner.video': '影片：{title}',
  'store.category.heading': '{name}體驗',
} satisfies Translation<typeof en>;
