import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'Recenzii',
  'reviews.rated': 'Evaluat cu {rating} din 5',
  'reviews.ratings': { one: '{count} evaluare', few: '{count} evaluări', other: '{count} de evaluări' },
  'reviews.trustBadge': 'Foarte bine evaluat',
  'reviews.sortBy': 'Sortează după',
  'reviews.filterBy': 'Filtrează recenziile',
  'reviews.filter.all': 'Toate recenziile',
  'reviews.range': 'Se afișează {from}–{to} din {count}',
  'reviews.pages': 'Paginile recenziilor',
  'reviews.previous': 'Înapoi',
  'reviews.next': 'Înainte',
  'reviews.page': 'Pagina {page}',
  'reviews.failed': 'Nu am putut încărca recenziile acum. Încercați din nou în câteva momente.',
  'reviews.none': 'Nu există încă recenzii.',
  'reviews.writtenIn': 'Sunt afișate recenziile scrise în {language}.',
  'reviews.photos': 'Fotografii distribuite de {name}',
  'reviews.photoAlt': 'Fotografie distribuită de {name}',
} satisfies Translation<typeof en>;
