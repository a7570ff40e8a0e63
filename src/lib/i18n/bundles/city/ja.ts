import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': '{city}の人気観光スポット',
  'city.popularCategories': '人気のカテゴリー',
  'city.travelGuide': '{city}旅行ガイド',
  'city.nearby': '{city}周辺の都市',
  'city.from': '{price}から',
  'city.ratings': '{count}件の評価',
  'collection.picks': 'おすすめ',
  'collection.all': '{name}のすべての体験',
  'collection.startingPrice': 'チケット {price}から',
  'collection.rating': '{count}件の評価で{rating}/5',
  'collection.videos': '動画を見る：{name}',
  'collection.video': '動画：{name}',
} satisfies Translation<typeof en>;
