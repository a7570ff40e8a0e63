import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': '人気の旅行先',
  'global.topCollections': '人気のコレクション',
  'global.topExperiences': '人気の体験',
  'global.countries': '国',
  'global.citiesIn': '{country}の都市',
  'global.thingsToDoIn': '{city}のおすすめアクティビティ',
  'global.experiencesIn': '{place}の人気体験',
  'global.cityCount': { other: '{count}都市' },
  'global.allExperiences': 'すべての体験',
  'global.citySites': '{city}の専用サイト',
  'global.partOf': '{collection}の一部',
  'global.browse': '国から探す',
} satisfies Translation<typeof en>;
