import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': 'Principalele atracții din {city}',
  'city.popularCategories': 'Categorii populare',
  'city.travelGuide': 'Ghid de călătorie {city}',
  'city.nearby': 'Orașe din apropiere de {city}',
  'city.from': 'De la {price}',
  'city.ratings': { one: '{count} evaluare', few: '{count} evaluări', other: '{count} de evaluări' },
  'collection.picks': 'Recomandările noastre',
  'collection.all': 'Toate experiențele {name}',
  'collection.startingPrice': 'Bilete de la {price}',
  'collection.rating': '{rating}/5 din {count} evaluări',
  'collection.videos': 'Urmăriți: {name}',
  'collection.video': 'Video: {name}',
} satisfies Translation<typeof en>;
