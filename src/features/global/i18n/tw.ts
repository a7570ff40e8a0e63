import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': '熱門目的地',
  'global.topCollections': '熱門精選',
  'global.topExperiences': '熱門體驗',
  'global.countries': '國家',
  'global.citiesIn': '{country}的城市',
  'global.thingsToDoIn': '{city}必玩活動',
  'global.experiencesIn': '{place}熱門體驗',
  'global.cityCount': { other: '{count} 座城市' },
  'global.allExperiences': '所有體驗',
  'global.citySites': '我們的{city}網站',
  'global.partOf': '屬於{collection}',
  'global.browse': '依國家瀏覽',
} satisfies Translation<typeof en>;
