import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': 'fra',
  'store.card.unavailable': 'Ikke tilgjengelig for øyeblikket',
  'store.card.priceLabel': 'Pris fra {price}',
  'store.card.scratchLabel': 'Før {price}',
  'store.card.rating': 'Vurdert til {rating} av 5',
  'store.card.trusted': 'Høyt vurdert',
  'store.card.viewShow': 'Se detaljer',
  'store.card.book': 'Bestill nå',
  'store.card.closes': 'Siste forestilling: {date}',
  'store.section.failed': 'Vi kunne ikke laste inn disse opplevelsene akkurat nå. Prøv igjen om litt.',
  'store.section.empty': 'Det er ingen tilgjengelige opplevelser her akkurat nå.',
  'store.section.showMore': {
    one: 'Vis {count} opplevelse til',
    other: 'Vis {count} opplevelser til',
  },
  'store.section.count': {
    one: '{count} opplevelse',
    other: '{count} opplevelser',
  },
  'store.filter.all': 'Alle',
  'store.filter.label': 'Filtrer opplevelser',
  'store.banner.video': 'Video: {title}',
  'store.category.heading': 'Opplevelser: {name}',
} satisfies Translation<typeof en>;
