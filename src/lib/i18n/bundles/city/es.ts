import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': 'Principales atracciones de {city}',
  'city.popularCategories': 'Categorías populares',
  'city.travelGuide': 'Guía de viaje de {city}',
  'city.nearby': 'Ciudades cerca de {city}',
  'city.from': 'Desde {price}',
  'city.ratings': { one: '{count} valoración', other: '{count} valoraciones' },
  'collection.picks': 'Nuestras recomendaciones',
  'collection.all': 'Todas las experiencias de {name}',
  'collection.startingPrice': 'Entradas desde {price}',
  'collection.rating': '{rating}/5 de {count} valoraciones',
  'collection.videos': 'Ver: {name}',
  'collection.video': 'Vídeo: {name}',
} satisfies Translation<typeof en>;
