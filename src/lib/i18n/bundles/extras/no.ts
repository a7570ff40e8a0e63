import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': 'Åpne bilde {number} av {total}',
  'extras.gallery.position': 'Bilde {number} av {total}',
  'extras.gallery.close': 'Lukk',
  'extras.gallery.previous': 'Forrige bilde',
  'extras.gallery.next': 'Neste bilde',
  'extras.breakdown.title': 'Fordeling av vurderinger',
  'extras.breakdown.stars': { one: '{count} stjerne', other: '{count} stjerner' },
  'extras.similar.title': 'Lignende opplevelser',
  'extras.place.meetingPoint': 'Møtested',
  'extras.place.openInMaps': 'Åpne i kart',
  'extras.place.mapLabel': 'Kart over {place}',
} satisfies Translation<typeof en>;
