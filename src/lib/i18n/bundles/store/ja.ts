import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': '最低料金',
  'store.card.unavailable': '現在ご利用いただけません',
  'store.card.priceLabel': '料金：{price}〜',
  'store.card.scratchLabel': '通常価格 {price}',
  'store.card.rating': '5点中{rating}点の評価',
  'store.card.trusted': '高評価',
  'store.card.viewShow': '詳細を見る',
  'store.card.book': '今すぐ予約',
  'store.card.closes': '最終公演：{date}',
  'store.section.failed': '現在、体験を読み込めませんでした。しばらくしてからもう一度お試しください。',
  'store.section.empty': '現在ご利用いただける体験はありません。',
  'store.section.showMore': {
    other: 'さらに{count}件の体験を表示',
  },
  'store.section.count': {
    other: '{count}件の体験',
  },
  'store.filter.all': 'すべて',
  'store.filter.label': '体験を絞り込む',
  'store.banner.video': '動画：{title}',
  'store.category.heading': '{name}の体験',
} satisfies Translation<typeof en>;
