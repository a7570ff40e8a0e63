import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': 'från',
  'store.card.unavailable': 'Inte tillgänglig just nu',
  'store.card.priceLabel': 'Pris från {price}',
  'store.card.scratchLabel': 'Ordinarie pris {price}',
  'store.card.rating': 'Betyg {rating} av 5',
  'store.card.trusted': 'Högt betyg',
  'store.card.viewShow': 'Visa detaljer',
  'store.card.book': 'Boka nu',
  'store.card.closes': 'Sista föreställningen: {date}',
  'store.section.failed': 'Vi kunde inte läsa in de här upplevelserna just nu. Försök igen om en stund.',
  'store.section.empty': 'Det finns inga tillgängliga upplevelser här just nu.',
  'store.section.showMore': {
    one: 'Visa {count} upplevelse till',
    other: 'Visa {count} upplevelser till',
  },
  'store.section.count': {
    one: '{count} upplevelse',
    other: '{count} upplevelser',
  },
  'store.filter.all': 'Alla',
  'store.filter.label': 'Filtrera upplevelser',
  'store.banner.video': 'Video: {title}',
  'store.category.heading': 'Upplevelser: {name}',
} satisfies Translation<typeof en>;
