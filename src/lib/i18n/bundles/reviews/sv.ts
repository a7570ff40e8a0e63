import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'Recensioner',
  'reviews.rated': 'Betyg {rating} av 5',
  'reviews.ratings': '{count} betyg',
  'reviews.trustBadge': 'Högt betygsatt',
  'reviews.sortBy': 'Sortera efter',
  'reviews.filterBy': 'Filtrera recensioner',
  'reviews.filter.all': 'Alla recensioner',
  'reviews.range': {
    one: 'Visar {from}–{to} av {count} recension',
    other: 'Visar {from}–{to} av {count} recensioner',
  },
  'reviews.pages': 'Recensionssidor',
  'reviews.previous': 'Föregående',
  'reviews.next': 'Nästa',
  'reviews.page': 'Sida {page}',
  'reviews.failed': 'Vi kunde inte läsa in recensionerna just nu. Försök igen om en stund.',
  'reviews.none': 'Det finns inga recensioner här ännu.',
  'reviews.writtenIn': 'Visar recensioner skrivna på {language}.',
  'reviews.photos': 'Foton delade av {name}',
  'reviews.photoAlt': 'Foto delat av {name}',
} satisfies Translation<typeof en>;
