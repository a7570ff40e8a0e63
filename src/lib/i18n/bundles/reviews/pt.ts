import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'Avaliações',
  'reviews.rated': 'Classificação de {rating} em 5',
  'reviews.ratings': { one: '{count} classificação', other: '{count} classificações' },
  'reviews.trustBadge': 'Muito bem avaliado',
  'reviews.sortBy': 'Ordenar por',
  'reviews.filterBy': 'Filtrar avaliações',
  'reviews.filter.all': 'Todas as avaliações',
  'reviews.range': {
    one: 'A mostrar {from}–{to} de {count} avaliação',
    other: 'A mostrar {from}–{to} de {count} avaliações',
  },
  'reviews.pages': 'Páginas de avaliações',
  'reviews.previous': 'Anterior',
  'reviews.next': 'Seguinte',
  'reviews.page': 'Página {page}',
  'reviews.failed': 'Não foi possível carregar as avaliações neste momento. Tente novamente daqui a pouco.',
  'reviews.none': 'Ainda não há avaliações.',
  'reviews.writtenIn': 'A mostrar avaliações escritas em {language}.',
  'reviews.photos': 'Fotografias partilhadas por {name}',
  'reviews.photoAlt': 'Fotografia partilhada por {name}',
} satisfies Translation<typeof en>;
