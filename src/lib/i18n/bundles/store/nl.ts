import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': 'vanaf',
  'store.card.unavailable': 'Momenteel niet beschikbaar',
  'store.card.priceLabel': 'Prijs vanaf {price}',
  'store.card.scratchLabel': 'Oorspronkelijk {price}',
  'store.card.rating': 'Beoordeeld met {rating} van 5',
  'store.card.trusted': 'Hoog beoordeeld',
  'store.card.viewShow': 'Bekijk details',
  'store.card.book': 'Nu boeken',
  'store.card.closes': 'Laatste voorstelling: {date}',
  'store.section.failed': 'We konden deze belevenissen nu niet laden. Probeer het zo opnieuw.',
  'store.section.empty': 'Er zijn hier momenteel geen belevenissen beschikbaar.',
  'store.section.showMore': {
    one: 'Nog {count} belevenis tonen',
    other: 'Nog {count} belevenissen tonen',
  },
  'store.section.count': {
    one: '{count} belevenis',
    other: '{count} belevenissen',
  },
  'store.filter.all': 'Alle',
  'store.filter.label': 'Belevenissen filteren',
  'store.banner.video': 'Video: {title}',
  'store.category.heading': 'Belevenissen: {name}',
} satisfies Translation<typeof en>;
