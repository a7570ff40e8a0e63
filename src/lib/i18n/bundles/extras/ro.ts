import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': 'Deschide fotografia {number} din {total}',
  'extras.gallery.position': 'Fotografia {number} din {total}',
  'extras.gallery.close': 'Închide',
  'extras.gallery.previous': 'Fotografia anterioară',
  'extras.gallery.next': 'Fotografia următoare',
  'extras.breakdown.title': 'Distribuția evaluărilor',
  'extras.breakdown.stars': { one: '{count} stea', few: '{count} stele', other: '{count} de stele' },
  'extras.similar.title': 'Experiențe similare',
  'extras.place.meetingPoint': 'Punct de întâlnire',
  'extras.place.openInMaps': 'Deschide în hărți',
  'extras.place.mapLabel': 'Hartă cu {place}',
} satisfies Translation<typeof en>;
