import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': 'Destinations phares',
  'global.topCollections': 'Collections phares',
  'global.topExperiences': 'Expériences phares',
  'global.countries': 'Pays',
  'global.citiesIn': 'Villes : {country}',
  'global.thingsToDoIn': 'Que faire à {city}',
  'global.experiencesIn': 'Expériences phares : {place}',
  'global.cityCount': { one: '{count} ville', many: '{count} de villes', other: '{count} villes' },
  'global.allExperiences': 'Toutes les expériences',
  'global.citySites': 'Nos sites consacrés à {city}',
  'global.partOf': 'Fait partie de : {collection}',
  'global.browse': 'Parcourir par pays',
} satisfies Translation<typeof en>;
