import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': 'Foto {number} van {total} openen',
  'extras.gallery.position': 'Foto {number} van {total}',
  'extras.gallery.close': 'Sluiten',
  'extras.gallery.previous': 'Vorige foto',
  'extras.gallery.next': 'Volgende foto',
  'extras.breakdown.title': 'Verdeling van de beoordelingen',
  'extras.breakdown.stars': { one: '{count} ster', other: '{count} sterren' },
  'extras.similar.title': 'Vergelijkbare belevenissen',
  'extras.place.meetingPoint': 'Ontmoetingspunt',
  'extras.place.openInMaps': 'Openen in kaarten',
  'extras.place.mapLabel': 'Kaart met {place}',
} satisfies Translation<typeof en>;
