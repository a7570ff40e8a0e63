import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': 'Destinazioni principali',
  'global.topCollections': 'Collezioni in evidenza',
  'global.topExperiences': 'Esperienze in evidenza',
  'global.countries': 'Paesi',
  'global.citiesIn': 'Città in {country}',
  'global.thingsToDoIn': 'Le migliori cose da fare a {city}',
  'global.experiencesIn': 'Esperienze in evidenza a {place}',
  'global.cityCount': { one: '{count} città', many: '{count} di città', other: '{count} città' },
  'global.allExperiences': 'Tutte le esperienze',
  'global.citySites': 'I nostri siti di {city}',
  'global.partOf': 'Fa parte di {collection}',
  'global.browse': 'Esplora per paese',
} satisfies Translation<typeof en>;
