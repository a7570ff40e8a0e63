import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': 'Ouvrir la photo {number} sur {total}',
  'extras.gallery.position': 'Photo {number} sur {total}',
  'extras.gallery.close': 'Fermer',
  'extras.gallery.previous': 'Photo précédente',
  'extras.gallery.next': 'Photo suivante',
  'extras.breakdown.title': 'Répartition des notes',
  'extras.breakdown.stars': { one: '{count} étoile', other: '{count} étoiles' },
  'extras.similar.title': 'Expériences similaires',
  'extras.place.meetingPoint': 'Point de rendez-vous',
  'extras.place.openInMaps': 'Ouvrir dans Plans',
  'extras.place.mapLabel': 'Carte indiquant {place}',
} satisfies Translation<typeof en>;
