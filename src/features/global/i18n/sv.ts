import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': 'Populära resmål',
  'global.topCollections': 'Populära samlingar',
  'global.topExperiences': 'Populära upplevelser',
  'global.countries': 'Länder',
  'global.citiesIn': 'Städer i {country}',
  'global.thingsToDoIn': 'Det bästa att göra i {city}',
  'global.experiencesIn': 'Populära upplevelser i {place}',
  'global.cityCount': { one: '{count} stad', other: '{count} städer' },
  'global.allExperiences': 'Alla upplevelser',
  'global.citySites': 'Våra webbplatser för {city}',
  'global.partOf': 'Ingår i {collection}',
  'global.browse': 'Bläddra efter land',
} satisfies Translation<typeof en>;
