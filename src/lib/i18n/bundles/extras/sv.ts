import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': 'Öppna foto {number} av {total}',
  'extras.gallery.position': 'Foto {number} av {total}',
  'extras.gallery.close': 'Stäng',
  'extras.gallery.previous': 'Föregående foto',
  'extras.gallery.next': 'Nästa foto',
  'extras.breakdown.title': 'Fördelning av betyg',
  'extras.breakdown.stars': { one: '{count} stjärna', other: '{count} stjärnor' },
  'extras.similar.title': 'Liknande upplevelser',
  'extras.place.meetingPoint': 'Mötesplats',
  'extras.place.openInMaps': 'Öppna i kartor',
  'extras.place.mapLabel': 'Karta över {place}',
} satisfies Translation<typeof en>;
