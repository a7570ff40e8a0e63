import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'Opinie',
  'reviews.rated': 'Ocena {rating} na 5',
  'reviews.ratings': {
    one: '{count} ocena',
    few: '{count} oceny',
    many: '{count} ocen',
    other: '{count} oceny',
  },
  'reviews.trustBadge': 'Wysoko oceniane',
  'reviews.sortBy': 'Sortuj według',
  'reviews.filterBy': 'Filtruj opinie',
  'reviews.filter.all': 'Wszystkie opinie',
  'reviews.range': 'Opinie {from}–{to} z {count}',
  'reviews.pages': 'Strony opinii',
  'reviews.previous': 'Poprzednia',
  'reviews.next': 'Następna',
  'reviews.page': 'Strona {page}',
  'reviews.failed': 'Nie udało się teraz wczytać opinii. Spróbuj ponownie za chwilę.',
  'reviews.none': 'Nie ma jeszcze żadnych opinii.',
  'reviews.writtenIn': 'Wyświetlamy opinie w języku: {language}.',
  'reviews.photos': 'Zdjęcia udostępnione przez: {name}',
  'reviews.photoAlt': 'Zdjęcie udostępnione przez: {name}',
} satisfies Translation<typeof en>;
