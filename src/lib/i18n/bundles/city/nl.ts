import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': 'Topattracties in {city}',
  'city.popularCategories': 'Populaire categorieën',
  'city.travelGuide': 'Reisgids {city}',
  'city.nearby': 'Steden in de buurt van {city}',
  'city.from': 'Vanaf {price}',
  'city.ratings': { one: '{count} beoordeling', other: '{count} beoordelingen' },
  'collection.picks': 'Onze favorieten',
  'collection.all': 'Alle ervaringen: {name}',
  'collection.startingPrice': 'Tickets vanaf {price}',
  'collection.rating': '{rating}/5 uit {count} beoordelingen',
  'collection.videos': 'Bekijk: {name}',
  'collection.video': 'Video: {name}',
} satisfies Translation<typeof en>;
