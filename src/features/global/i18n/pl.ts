import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': 'Najpopularniejsze kierunki',
  'global.topCollections': 'Najlepsze kolekcje',
  'global.topExperiences': 'Najlepsze atrakcje',
  'global.countries': 'Kraje',
  'global.citiesIn': 'Miasta: {country}',
  'global.thingsToDoIn': 'Co robić: {city}',
  'global.experiencesIn': 'Najlepsze atrakcje: {place}',
  'global.cityCount': {
    one: '{count} miasto',
    few: '{count} miasta',
    many: '{count} miast',
    other: '{count} miasta',
  },
  'global.allExperiences': 'Wszystkie atrakcje',
  'global.citySites': 'Nasze serwisy: {city}',
  'global.partOf': 'Część kolekcji {collection}',
  'global.browse': 'Przeglądaj według kraju',
} satisfies Translation<typeof en>;
