import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': 'Öne çıkan destinasyonlar',
  'global.topCollections': 'Öne çıkan koleksiyonlar',
  'global.topExperiences': 'Öne çıkan deneyimler',
  'global.countries': 'Ülkeler',
  'global.citiesIn': '{country} şehirleri',
  'global.thingsToDoIn': '{city} şehrinde yapılacak en iyi şeyler',
  'global.experiencesIn': '{place} için öne çıkan deneyimler',
  'global.cityCount': { one: '{count} şehir', other: '{count} şehir' },
  'global.allExperiences': 'Tüm deneyimler',
  'global.citySites': '{city} sitelerimiz',
  'global.partOf': '{collection} koleksiyonunun parçası',
  'global.browse': 'Ülkeye göre göz at',
} satisfies Translation<typeof en>;
