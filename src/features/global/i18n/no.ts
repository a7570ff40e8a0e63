import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': 'Toppdestinasjoner',
  'global.topCollections': 'Toppsamlinger',
  'global.topExperiences': 'Toppopplevelser',
  'global.countries': 'Land',
  'global.citiesIn': 'Byer i {country}',
  'global.thingsToDoIn': 'Det beste å gjøre i {city}',
  'global.experiencesIn': 'Toppopplevelser i {place}',
  'global.cityCount': { one: '{count} by', other: '{count} byer' },
  'global.allExperiences': 'Alle opplevelser',
  'global.citySites': 'Våre nettsteder for {city}',
  'global.partOf': 'En del av {collection}',
  'global.browse': 'Utforsk etter land',
} satisfies Translation<typeof en>;
