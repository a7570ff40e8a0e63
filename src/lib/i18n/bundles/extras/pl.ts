import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': 'Otwórz zdjęcie {number} z {total}',
  'extras.gallery.position': 'Zdjęcie {number} z {total}',
  'extras.gallery.close': 'Zamknij',
  'extras.gallery.previous': 'Poprzednie zdjęcie',
  'extras.gallery.next': 'Następne zdjęcie',
  'extras.breakdown.title': 'Rozkład ocen',
  'extras.breakdown.stars': {
    one: '{count} gwiazdka',
    few: '{count} gwiazdki',
    many: '{count} gwiazdek',
    other: '{count} gwiazdki',
  },
  'extras.similar.title': 'Podobne atrakcje',
  'extras.place.meetingPoint': 'Miejsce zbiórki',
  'extras.place.openInMaps': 'Otwórz w mapach',
  'extras.place.mapLabel': 'Mapa z miejscem: {place}',
} satisfies Translation<typeof en>;
