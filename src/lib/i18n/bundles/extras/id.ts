import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': 'Buka foto {number} dari {total}',
  'extras.gallery.position': 'Foto {number} dari {total}',
  'extras.gallery.close': 'Tutup',
  'extras.gallery.previous': 'Foto sebelumnya',
  'extras.gallery.next': 'Foto berikutnya',
  'extras.breakdown.title': 'Rincian penilaian',
  'extras.breakdown.stars': { other: '{count} bintang' },
  'extras.similar.title': 'Pengalaman serupa',
  'extras.place.meetingPoint': 'Titik temu',
  'extras.place.openInMaps': 'Buka di peta',
  'extras.place.mapLabel': 'Peta yang menunjukkan {place}',
} satisfies Translation<typeof en>;
