import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': 'od',
  'store.card.unavailable': 'Obecnie niedostępne',
  'store.card.priceLabel': 'Cena od {price}',
  'store.card.scratchLabel': 'Cena regularna {price}',
  'store.card.rating': 'Ocena {rating} na 5',
  'store.card.trusted': 'Wysoko oceniane',
  'store.card.viewShow': 'Zobacz szczegóły',
  'store.card.book': 'Zarezerwuj teraz',
  'store.card.closes': 'Ostatni spektakl: {date}',
  'store.section.failed': 'Nie udało się teraz wczytać tych atrakcji. Spróbuj ponownie za chwilę.',
  'store.section.empty': 'Obecnie nie ma tu dostępnych atrakcji.',
  'store.section.showMore': {
    one: 'Pokaż {count} kolejną atrakcję',
    few: 'Pokaż {count} kolejne atrakcje',
    many: 'Pokaż {count} kolejnych atrakcji',
    other: 'Pokaż {count} kolejnych atrakcji',
  },
  'store.section.count': {
    one: '{count} atrakcja',
    few: '{count} atrakcje',
    many: '{count} atrakcji',
    other: '{count} atrakcji',
  },
  'store.filter.all': 'Wszystkie',
  'store.filter.label': 'Filtruj atrakcje',
  'store.banner.video': 'Wideo: {title}',
  'store.category.heading': 'Atrakcje: {name}',
} satisfies Translation<typeof en>;
