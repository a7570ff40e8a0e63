import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': 'fra',
  'store.card.unavailable': 'Ikke tilgængelig i øjeblikket',
  'store.card.priceLabel': 'Pris fra {price}',
  'store.card.scratchLabel': 'Før {price}',
  'store.card.rating': 'Bedømt {rating} ud af 5',
  'store.card.trusted': 'Høj bedømmelse',
  'store.card.viewShow': 'Se detaljer',
  'store.card.book': 'Book nu',
  'store.card.closes': 'Sidste forestilling: {date}',
  'store.section.failed': 'Vi kunne ikke indlæse disse oplevelser lige nu. Prøv igen om et øjeblik.',
  'store.section.empty': 'Der er ingen tilgængelige oplevelser her lige nu.',
  'store.section.showMore': {
    one: 'Vis {count} oplevelse mere',
    other: 'Vis {count} oplevelser mere',
  },
  'store.section.count': {
    one: '{count} oplevelse',
    other: '{count} oplevelser',
  },
  'store.filter.all': 'Alle',
  'store.filter.label': 'Filtrér oplevelser',
  'store.banner.video': 'Video: {title}',
  'store.category.heading': 'Oplevelser: {name}',
} satisfies Translation<typeof en>;
