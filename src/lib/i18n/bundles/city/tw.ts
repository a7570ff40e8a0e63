import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': '{city}熱門景點',
  'city.popularCategories': '熱門類別',
  'city.travelGuide': '{city}旅遊指南',
  'city.nearby': '{city}附近的城市',
  'city.from': '{price}起',
  'city.ratings': '{count} 則評分',
  'collection.picks': '精選推薦',
  'collection.all': '{name}的所有體驗',
  'collection.startingPrice': '門票 {price}起',
  'collection.rating': '{count} 則評分，平均 {rating}/5',
  'collection.videos': '觀看：{name}',
  'collection.video': '影片：{name}',
} satisfies Translation<typeof en>;
