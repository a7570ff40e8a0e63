import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': 'Toppattraktioner i {city}',
  'city.popularCategories': 'Populära kategorier',
  'city.travelGuide': 'Reseguide till {city}',
  'city.nearby': 'Städer nära {city}',
  'city.from': 'Från {price}',
  'city.ratings': { one: '{count} betyg', other: '{count} betyg' },
  'collection.picks': 'Våra favoriter',
  'collection.all': 'Alla upplevelser: {name}',
  'collection.startingPrice': 'Biljetter från {price}',
  'collection.rating': '{rating}/5 från {count} betyg',
  'collection.videos': 'Titta: {name}',
  'collection.video': 'Video: {name}',
} satisfies Translation<typeof en>;
