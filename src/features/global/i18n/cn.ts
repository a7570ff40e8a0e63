import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': '热门目的地',
  'global.topCollections': '热门精选',
  'global.topExperiences': '热门体验',
  'global.countries': '国家',
  'global.citiesIn': '{country}的城市',
  'global.thingsToDoIn': '{city}必玩活动',
  'global.experiencesIn': '{place}热门体验',
  'global.cityCount': { other: '{count} 座城市' },
  'global.allExperiences': '所有体验',
  'global.citySites': '我们的{city}网站',
  'global.partOf': '属于{collection}',
  'global.browse': '按国家浏览',
} satisfies Translation<typeof en>;
