import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': '{city}热门景点',
  'city.popularCategories': '热门类别',
  'city.travelGuide': '{city}旅行指南',
  'city.nearby': '{city}附近的城市',
  'city.from': '{price}起',
  'city.ratings': '{count} 条评分',
  'collection.picks': '精选推荐',
  'collection.all': '{name}的所有体验',
  'collection.startingPrice': '门票 {price}起',
  'collection.rating': '{count} 条评分，平均 {rating}/5',
  'collection.videos': '观看：{name}',
  'collection.video': '视频：{name}',
} satisfies Translation<typeof en>;
