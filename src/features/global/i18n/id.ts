import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': 'Destinasi teratas',
  'global.topCollections': 'Koleksi teratas',
  'global.topExperiences': 'Pengalaman teratas',
  'global.countries': 'Negara',
  'global.citiesIn': 'Kota di {country}',
  'global.thingsToDoIn': 'Hal terbaik untuk dilakukan di {city}',
  'global.experiencesIn': 'Pengalaman teratas di {place}',
  'global.cityCount': { other: '{count} kota' },
  'global.allExperiences': 'Semua pengalaman',
  'global.citySites': 'Situs kami untuk {city}',
  'global.partOf': 'Bagian dari {collection}',
  'global.browse': 'Jelajahi menurut negara',
} satisfies Translation<typeof en>;
