import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': 'Topbestemmingen',
  'global.topCollections': 'Topcollecties',
  'global.topExperiences': 'Topbelevenissen',
  'global.countries': 'Landen',
  'global.citiesIn': 'Steden in {country}',
  'global.thingsToDoIn': 'Wat te doen in {city}',
  'global.experiencesIn': 'Topbelevenissen in {place}',
  'global.cityCount': { one: '{count} stad', other: '{count} steden' },
  'global.allExperiences': 'Alle belevenissen',
  'global.citySites': 'Onze websites voor {city}',
  'global.partOf': 'Onderdeel van {collection}',
  'global.browse': 'Bekijk per land',
} satisfies Translation<typeof en>;
