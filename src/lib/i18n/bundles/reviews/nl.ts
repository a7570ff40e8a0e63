import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'Beoordelingen',
  'reviews.rated': 'Beoordeeld met {rating} van de 5',
  'reviews.ratings': { one: '{count} beoordeling', other: '{count} beoordelingen' },
  'reviews.trustBadge': 'Zeer goed beoordeeld',
  'reviews.sortBy': 'Sorteren op',
  'reviews.filterBy': 'Beoordelingen filteren',
  'reviews.filter.all': 'Alle beoordelingen',
  'reviews.range': {
    one: '{from}–{to} van {count} beoordeling',
    other: '{from}–{to} van {count} beoordelingen',
  },
  'reviews.pages': 'Pagina’s met beoordelingen',
  'reviews.previous': 'Vorige',
  'reviews.next': 'Volgende',
  'reviews.page': 'Pagina {page}',
  'reviews.failed': 'We kunnen de beoordelingen nu niet laden. Probeer het zo meteen opnieuw.',
  'reviews.none': 'Er zijn hier nog geen beoordelingen.',
  'reviews.writtenIn': 'We tonen beoordelingen in het {language}.',
  'reviews.photos': 'Foto’s gedeeld door {name}',
  'reviews.photoAlt': 'Foto gedeeld door {name}',
} satisfies Translation<typeof en>;
