import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': 'Åbn foto {number} af {total}',
  'extras.gallery.position': 'Foto {number} af {total}',
  'extras.gallery.close': 'Luk',
  'extras.gallery.previous': 'Forrige foto',
  'extras.gallery.next': 'Næste foto',
  'extras.breakdown.title': 'Fordeling af bedømmelser',
  'extras.breakdown.stars': { one: '{count} stjerne', other: '{count} stjerner' },
  'extras.similar.title': 'Lignende oplevelser',
  'extras.place.meetingPoint': 'Mødested',
  'extras.place.openInMaps': 'Åbn i kort',
  'extras.place.mapLabel': 'Kort over {place}',
} satisfies Translation<typeof en>;
