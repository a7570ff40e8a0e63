import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': 'Foto {number} von {total} öffnen',
  'extras.gallery.position': 'Foto {number} von {total}',
  'extras.gallery.close': 'Schließen',
  'extras.gallery.previous': 'Vorheriges Foto',
  'extras.gallery.next': 'Nächstes Foto',
  'extras.breakdown.title': 'Bewertungen im Überblick',
  'extras.breakdown.stars': { one: '{count} Stern', other: '{count} Sterne' },
  'extras.similar.title': 'Ähnliche Erlebnisse',
  'extras.place.meetingPoint': 'Treffpunkt',
  'extras.place.openInMaps': 'In Karten öffnen',
  'extras.place.mapLabel': 'Karte mit {place}',
} satisfies Translation<typeof en>;
