import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': '인기 여행지',
  'global.topCollections': '인기 컬렉션',
  'global.topExperiences': '인기 체험',
  'global.countries': '국가',
  'global.citiesIn': '{country}의 도시',
  'global.thingsToDoIn': '{city}에서 꼭 해야 할 일',
  'global.experiencesIn': '{place} 인기 체험',
  'global.cityCount': { other: '도시 {count}곳' },
  'global.allExperiences': '모든 체험',
  'global.citySites': '{city} 전용 사이트',
  'global.partOf': '{collection}의 일부',
  'global.browse': '국가별로 둘러보기',
} satisfies Translation<typeof en>;
