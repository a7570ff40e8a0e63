import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': 'Topp attraksjoner i {city}',
  'city.popularCategories': 'Populære kategorier',
  'city.travelGuide': 'Reiseguide til {city}',
  'city.nearby': 'Byer i nærheten av {city}',
  'city.from': 'Fra {price}',
  'city.ratings': { one: '{count} vurdering', other: '{count} vurderinger' },
  'collection.picks': 'Våre favoritter',
  'collection.all': 'Alle opplevelser: {name}',
  'collection.startingPrice': 'Billetter fra {price}',
  'collection.rating': '{rating}/5 fra {count} vurderinger',
  'collection.videos': 'Se: {name}',
  'collection.video': 'Video: {name}',
} satisfies Translation<typeof en>;
