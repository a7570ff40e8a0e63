import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'Opiniones',
  'reviews.rated': 'Valoración: {rating} de 5',
  'reviews.ratings': { one: '{count} valoración', other: '{count} valoraciones' },
  'reviews.trustBadge': 'Muy bien valorado',
  'reviews.sortBy': 'Ordenar por',
  'reviews.filterBy': 'Filtrar opiniones',
  'reviews.filter.all': 'Todas las opiniones',
  'reviews.range': {
    one: 'Mostrando {from}–{to} de {count} opinión',
    other: 'Mostrando {from}–{to} de {count} opiniones',
  },
  'reviews.pages': 'Páginas de opiniones',
  'reviews.previous': 'Anterior',
  'reviews.next': 'Siguiente',
  'reviews.page': 'Página {page}',
  'reviews.failed': 'No hemos podido cargar las opiniones. Vuelve a intentarlo en un momento.',
  'reviews.none': 'Todavía no hay opiniones.',
  'reviews.writtenIn': 'Se muestran opiniones escritas en {language}.',
  'reviews.photos': 'Fotos compartidas por {name}',
  'reviews.photoAlt': 'Foto compartida por {name}',
} satisfies Translation<typeof en>;
