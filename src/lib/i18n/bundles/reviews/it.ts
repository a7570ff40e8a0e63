import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'Recensioni',
  'reviews.rated': 'Valutazione: {rating} su 5',
  'reviews.ratings': { one: '{count} valutazione', other: '{count} valutazioni' },
  'reviews.trustBadge': 'Molto apprezzato',
  'reviews.sortBy': 'Ordina per',
  'reviews.filterBy': 'Filtra le recensioni',
  'reviews.filter.all': 'Tutte le recensioni',
  'reviews.range': 'Recensioni {from}–{to} di {count}',
  'reviews.pages': 'Pagine delle recensioni',
  'reviews.previous': 'Precedente',
  'reviews.next': 'Successiva',
  'reviews.page': 'Pagina {page}',
  'reviews.failed': 'Al momento non riusciamo a caricare le recensioni. Riprova tra qualche istante.',
  'reviews.none': 'Non ci sono ancora recensioni.',
  'reviews.writtenIn': 'Sono mostrate le recensioni scritte in {language}.',
  'reviews.photos': 'Foto condivise da {name}',
  'reviews.photoAlt': 'Foto condivisa da {name}',
} satisfies Translation<typeof en>;
