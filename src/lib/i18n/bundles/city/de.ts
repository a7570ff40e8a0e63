import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': 'Top-Sehenswürdigkeiten in {city}',
  'city.popularCategories': 'Beliebte Kategorien',
  'city.travelGuide': 'Reiseführer {city}',
  'city.nearby': 'Städte in der Nähe von {city}',
  'city.from': 'Ab {price}',
  'city.ratings': { one: '{count} Bewertung', other: '{count} Bewertungen' },
  'collection.picks': 'Unsere Empfehlungen',
  'collection.all': 'Alle Erlebnisse: {name}',
  'collection.startingPrice': 'Tickets ab {price}',
  'collection.rating': '{rating}/5 aus {count} Bewertungen',
  'collection.videos': 'Ansehen: {name}',
  'collection.video': 'Video: {name}',
} satisfies Translation<typeof en>;
