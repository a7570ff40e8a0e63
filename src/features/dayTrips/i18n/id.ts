import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': 'Tonton video',
  'dayTrips.video.title': 'Video: {title}',
  'dayTrips.video.close': 'Tutup video',
  'dayTrips.video.fallback': 'Browser Anda tidak dapat memutar video ini di sini. Buka file videonya saja.',
  'dayTrips.readMore': 'Baca selengkapnya',
  'dayTrips.products': 'Pilih perjalanan sehari Anda',
  'dayTrips.more': 'Perjalanan sehari lainnya',
  'dayTrips.count': { other: '{count} perjalanan sehari' },
} satisfies Translation<typeof en>;
