import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': 'Videoyu izle',
  'dayTrips.video.title': 'Video: {title}',
  'dayTrips.video.close': 'Videoyu kapat',
  'dayTrips.video.fallback': 'Tarayıcınız bu videoyu burada oynatamıyor. Bunun yerine video dosyasını açın.',
  'dayTrips.readMore': 'Devamını oku',
  'dayTrips.products': 'Günübirlik turunuzu seçin',
  'dayTrips.more': 'Diğer günübirlik turlar',
  'dayTrips.count': { one: '{count} günübirlik tur', other: '{count} günübirlik tur' },
} satisfies Translation<typeof en>;
