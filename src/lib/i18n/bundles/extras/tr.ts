import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': '{total} fotoğraftan {number}. fotoğrafı aç',
  'extras.gallery.position': 'Fotoğraf {number}/{total}',
  'extras.gallery.close': 'Kapat',
  'extras.gallery.previous': 'Önceki fotoğraf',
  'extras.gallery.next': 'Sonraki fotoğraf',
  'extras.breakdown.title': 'Puan dağılımı',
  'extras.breakdown.stars': { other: '{count} yıldız' },
  'extras.similar.title': 'Benzer deneyimler',
  'extras.place.meetingPoint': 'Buluşma noktası',
  'extras.place.openInMaps': 'Haritalarda aç',
  'extras.place.mapLabel': '{place} haritası',
} satisfies Translation<typeof en>;
