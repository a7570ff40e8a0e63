import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': 'Topdestinationer',
  'global.topCollections': 'Topsamlinger',
  'global.topExperiences': 'Topoplevelser',
  'global.countries': 'Lande',
  'global.citiesIn': 'Byer i {country}',
  'global.thingsToDoIn': 'Det bedste at lave i {city}',
  'global.experiencesIn': 'Topoplevelser i {place}',
  'global.cityCount': { one: '{count} by', other: '{count} byer' },
  'global.allExperiences': 'Alle oplevelser',
  'global.citySites': 'Vores websteder for {city}',
  'global.partOf': 'En del af {collection}',
  'global.browse': 'Gå på opdagelse efter land',
} satisfies Translation<typeof en>;
