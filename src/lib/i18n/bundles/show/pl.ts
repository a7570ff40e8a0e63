import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': 'Zarezerwuj',
  'show.nextAvailable': 'Najbliższy wolny termin: {date}',
  'show.noDates': 'Brak wolnych terminów w ciągu najbliższych trzech miesięcy.',
  'show.calendarFailed': 'Nie udało się teraz wczytać terminów. Termin wybierzesz podczas rezerwacji.',
  'show.unavailable': 'Bilety są obecnie niedostępne. Zajrzyj wkrótce.',
  'show.details': 'Szczegóły spektaklu',
  'show.opening': 'Premiera',
  'show.closing': 'Ostatni spektakl',
  'show.theatre': 'Teatr',
  'show.duration': 'Czas trwania',
  'show.ageLimit': 'Zalecany wiek',
  'show.highlights': 'Najważniejsze',
  'show.included': 'W cenie',
  'show.notIncluded': 'Poza ceną',
  'show.ticketTypes': 'Rodzaje biletów',
  'show.faq': 'Najczęstsze pytania',
  'show.map': 'Zobacz na mapie',
  'show.safety': 'W tym miejscu obowiązują zasady bezpieczeństwa i higieny.',
  'show.criticReview': 'Co mówią krytycy',
  'show.validity': 'Ważność',
  'show.cancellation': 'Anulowanie',
  'show.gallery': 'Zdjęcia',
  'show.aboutTheatre': 'O teatrze',
} satisfies Translation<typeof en>;
