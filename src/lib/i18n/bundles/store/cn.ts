import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': '低至',
  'store.card.unavailable': '暂时无法预订',
  'store.card.priceLabel': '价格 {price} 起',
  'store.card.scratchLabel': '原价 {price}',
  'store.card.rating': '评分 {rating}/5',
  'store.card.trusted': '高评分',
  'store.card.viewShow': '查看详情',
  'store.card.book': '立即预订',
  'store.card.closes': '最后一场演出：{date}',
  'store.section.failed': '暂时无法加载这些体验，请稍后再试。',
  'store.section.empty': '目前没有可预订的体验。',
  'store.section.showMore': {
    other: '显示另外 {count} 项体验',
  },
  'store.section.count': {
    other: '{count} 项体验',
  },
  'store.filter.all': '全部',
  'store.filter.label': '筛选体验',
  'store.banner.video': '视频：{title}',
  'store.category.heading': '{name}体验',
} satisfies Translation<typeof en>;
