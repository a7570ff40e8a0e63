import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': 'Apri la foto {number} di {total}',
  'extras.gallery.position': 'Foto {number} di {total}',
  'extras.gallery.close': 'Chiudi',
  'extras.gallery.previous': 'Foto precedente',
  'extras.gallery.next': 'Foto successiva',
  'extras.breakdown.title': 'Dettaglio delle valutazioni',
  'extras.breakdown.stars': { one: '{count} stella', other: '{count} stelle' },
  'extras.similar.title': 'Esperienze simili',
  'extras.place.meetingPoint': 'Punto d’incontro',
  'extras.place.openInMaps': 'Apri in Mappe',
  'extras.place.mapLabel': 'Mappa con {place}',
} satisfies Translation<typeof en>;
