import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': 'da',
  'store.card.unavailable': 'Al momento non disponibile',
  'store.card.priceLabel': 'Prezzo da {price}',
  'store.card.scratchLabel': 'Prima {price}',
  'store.card.rating': 'Valutazione: {rating} su 5',
  'store.card.trusted': 'Molto apprezzato',
  'store.card.viewShow': 'Vedi dettagli',
  'store.card.book': 'Prenota ora',
  'store.card.closes': 'Ultima replica: {date}',
  'store.section.failed': 'Al momento non riusciamo a caricare queste esperienze. Riprova tra poco.',
  'store.section.empty': 'Al momento non ci sono esperienze disponibili.',
  'store.section.showMore': {
    one: 'Mostra {count} altra esperienza',
    other: 'Mostra altre {count} esperienze',
  },
  'store.section.count': {
    one: '{count} esperienza',
    many: '{count} di esperienze',
    other: '{count} esperienze',
  },
  'store.filter.all': 'Tutte',
  'store.filter.label': 'Filtra le esperienze',
  'store.banner.video': 'Video: {title}',
  'store.category.heading': 'Esperienze: {name}',
} satisfies Translation<typeof en>;
