import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': '{city} 인기 명소',
  'city.popularCategories': '인기 카테고리',
  'city.travelGuide': '{city} 여행 가이드',
  'city.nearby': '{city} 근처 도시',
  'city.from': '{price}부터',
  'city.ratings': '평점 {count}개',
  'collection.picks': '추천 상품',
  'collection.all': '{name}의 모든 체험',
  'collection.startingPrice': '티켓 {price}부터',
  'collection.rating': '평점 {count}개 기준 {rating}/5',
  'collection.videos': '보기: {name}',
  'collection.video': '동영상: {name}',
} satisfies Translation<typeof en>;
