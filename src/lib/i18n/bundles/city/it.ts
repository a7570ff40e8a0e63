import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': 'Attrazioni principali di {city}',
  'city.popularCategories': 'Categorie popolari',
  'city.travelGuide': 'Guida di viaggio di {city}',
  'city.nearby': 'Città vicino a {city}',
  'city.from': 'Da {price}',
  'city.ratings': { one: '{count} valutazione', other: '{count} valutazioni' },
  'collection.picks': 'I nostri consigli',
  'collection.all': 'Tutte le esperienze di {name}',
  'collection.startingPrice': 'Biglietti da {price}',
  'collection.rating': '{rating}/5 su {count} valutazioni',
  'collection.videos': 'Guarda: {name}',
  'collection.video': 'Video: {name}',
} satisfies Translation<typeof en>;
