import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': 'Topattraktioner i {city}',
  'city.popularCategories': 'Populære kategorier',
  'city.travelGuide': 'Rejseguide til {city}',
  'city.nearby': 'Byer nær {city}',
  'city.from': 'Fra {price}',
  'city.ratings': { one: '{count} bedømmelse', other: '{count} bedømmelser' },
  'collection.picks': 'Vores favoritter',
  'collection.all': 'Alle oplevelser: {name}',
  'collection.startingPrice': 'Billetter fra {price}',
  'collection.rating': '{rating}/5 ud fra {count} bedømmelser',
  'collection.videos': 'Se: {name}',
  'collection.video': 'Video: {name}',
} satisfies Translation<typeof en>;
