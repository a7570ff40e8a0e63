import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': 'Top-Reiseziele',
  'global.topCollections': 'Top-Sammlungen',
  'global.topExperiences': 'Top-Erlebnisse',
  'global.countries': 'Länder',
  'global.citiesIn': 'Städte in {country}',
  'global.thingsToDoIn': 'Die besten Aktivitäten in {city}',
  'global.experiencesIn': 'Top-Erlebnisse in {place}',
  'global.cityCount': { one: '{count} Stadt', other: '{count} Städte' },
  'global.allExperiences': 'Alle Erlebnisse',
  'global.citySites': 'Unsere Websites für {city}',
  'global.partOf': 'Gehört zu {collection}',
  'global.browse': 'Nach Land stöbern',
} satisfies Translation<typeof en>;
