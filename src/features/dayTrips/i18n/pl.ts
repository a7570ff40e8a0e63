import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': 'Obejrzyj film',
  'dayTrips.video.title': 'Film: {title}',
  'dayTrips.video.close': 'Zamknij film',
  'dayTrips.video.fallback': 'Twoja przeglądarka nie może tu odtworzyć tego filmu. Otwórz plik wideo.',
  'dayTrips.readMore': 'Czytaj dalej',
  'dayTrips.products': 'Wybierz wycieczkę jednodniową',
  'dayTrips.more': 'Więcej wycieczek jednodniowych',
  'dayTrips.count': {
    one: '{count} wycieczka',
    few: '{count} wycieczki',
    many: '{count} wycieczek',
    other: '{count} wycieczki',
  },
} satisfies Translation<typeof en>;
