import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': 'Najważniejsze atrakcje: {city}',
  'city.popularCategories': 'Popularne kategorie',
  'city.travelGuide': 'Przewodnik: {city}',
  'city.nearby': 'Miasta w pobliżu: {city}',
  'city.from': 'Od {price}',
  'city.ratings': {
    one: '{count} ocena',
    few: '{count} oceny',
    many: '{count} ocen',
    other: '{count} oceny',
  },
  'collection.picks': 'Nasze propozycje',
  'collection.all': 'Wszystkie atrakcje: {name}',
  'collection.startingPrice': 'Bilety od {price}',
  'collection.rating': '{rating}/5 na podstawie ocen: {count}',
  'collection.videos': 'Obejrzyj: {name}',
  'collection.video': 'Wideo: {name}',
} satisfies Translation<typeof en>;
