import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'Bewertungen',
  'reviews.rated': 'Mit {rating} von 5 bewertet',
  'reviews.ratings': { one: '{count} Bewertung', other: '{count} Bewertungen' },
  'reviews.trustBadge': 'Sehr gut bewertet',
  'reviews.sortBy': 'Sortieren nach',
  'reviews.filterBy': 'Bewertungen filtern',
  'reviews.filter.all': 'Alle Bewertungen',
  'reviews.range': {
    one: '{from}–{to} von {count} Bewertung',
    other: '{from}–{to} von {count} Bewertungen',
  },
  'reviews.pages': 'Bewertungsseiten',
  'reviews.previous': 'Zurück',
  'reviews.next': 'Weiter',
  'reviews.page': 'Seite {page}',
  'reviews.failed':
    'Die Bewertungen können gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  'reviews.none': 'Hier gibt es noch keine Bewertungen.',
  'reviews.writtenIn': 'Angezeigt werden Bewertungen auf {language}.',
  'reviews.photos': 'Fotos von {name}',
  'reviews.photoAlt': 'Foto von {name}',
} satisfies Translation<typeof en>;
