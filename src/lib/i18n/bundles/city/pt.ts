import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': 'Principais atrações de {city}',
  'city.popularCategories': 'Categorias populares',
  'city.travelGuide': 'Guia de viagem de {city}',
  'city.nearby': 'Cidades perto de {city}',
  'city.from': 'A partir de {price}',
  'city.ratings': { one: '{count} avaliação', other: '{count} avaliações' },
  'collection.picks': 'As nossas escolhas',
  'collection.all': 'Todas as experiências de {name}',
  'collection.startingPrice': 'Bilhetes a partir de {price}',
  'collection.rating': '{rating}/5 em {count} avaliações',
  'collection.videos': 'Ver: {name}',
  'collection.video': 'Vídeo: {name}',
} satisfies Translation<typeof en>;
