import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': 'Atraksi teratas di {city}',
  'city.popularCategories': 'Kategori populer',
  'city.travelGuide': 'Panduan wisata {city}',
  'city.nearby': 'Kota di dekat {city}',
  'city.from': 'Mulai {price}',
  'city.ratings': '{count} penilaian',
  'collection.picks': 'Pilihan kami',
  'collection.all': 'Semua pengalaman {name}',
  'collection.startingPrice': 'Tiket mulai {price}',
  'collection.rating': '{rating}/5 dari {count} penilaian',
  'collection.videos': 'Tonton: {name}',
  'collection.video': 'Video: {name}',
} satisfies Translation<typeof en>;
