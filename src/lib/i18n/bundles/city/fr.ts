import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': 'Incontournables à {city}',
  'city.popularCategories': 'Catégories populaires',
  'city.travelGuide': 'Guide de voyage de {city}',
  'city.nearby': 'Villes proches de {city}',
  'city.from': 'À partir de {price}',
  'city.ratings': { one: '{count} note', other: '{count} notes' },
  'collection.picks': 'Notre sélection',
  'collection.all': 'Toutes les expériences {name}',
  'collection.startingPrice': 'Billets à partir de {price}',
  'collection.rating': '{rating}/5 sur {count} notes',
  'collection.videos': 'À voir : {name}',
  'collection.video': 'Vidéo : {name}',
} satisfies Translation<typeof en>;
