import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': 'de la',
  'store.card.unavailable': 'Momentan indisponibil',
  'store.card.priceLabel': 'Preț de la {price}',
  'store.card.scratchLabel': 'Preț inițial {price}',
  'store.card.rating': 'Evaluat cu {rating} din 5',
  'store.card.trusted': 'Foarte apreciat',
  'store.card.viewShow': 'Vezi detalii',
  'store.card.book': 'Rezervă acum',
  'store.card.closes': 'Ultima reprezentație: {date}',
  'store.section.failed':
    'Nu am putut încărca aceste experiențe momentan. Încercați din nou în câteva clipe.',
  'store.section.empty': 'Momentan nu există experiențe disponibile aici.',
  'store.section.showMore': {
    one: 'Afișează încă {count} experiență',
    few: 'Afișează încă {count} experiențe',
    other: 'Afișează încă {count} de experiențe',
  },
  'store.section.count': {
    one: '{count} experiență',
    few: '{count} experiențe',
    other: '{count} de experiențe',
  },
  'store.filter.all': 'Toate',
  'store.filter.label': 'Filtrează experiențele',
  'store.banner.video': 'Videoclip: {title}',
  'store.category.heading': 'Experiențe: {name}',
} satisfies Translation<typeof en>;
