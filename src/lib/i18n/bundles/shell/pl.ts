import type en from './en';
import type { Translation } from '../../message';

export default {
  'shell.scrollToTop': 'Wróć na górę',
  'shell.skipToContent': 'Przejdź do głównej treści',
  'shell.languageSwitcher': 'Język',
  'shell.poweredBy': 'Obsługiwane przez {brand}',
  'shell.resellerNotice': 'Jesteśmy autoryzowanym sprzedawcą biletów. To nie jest oficjalna strona obiektu.',
  'shell.copyright': '© {year} {brand}. Wszelkie prawa zastrzeżone.',
  'shell.privacyPolicy': 'Polityka prywatności',
  'shell.termsOfUse': 'Warunki korzystania',
  'shell.home': 'Strona główna',
  'shell.breadcrumbs': 'Ścieżka nawigacji',
  'shell.mainNavigation': 'Nawigacja główna',
  'shell.otherLanguages': 'Ta strona w innych językach',
  'notFound.title': 'Nie znaleziono strony',
  'notFound.message':
    'Hmm, brak wyników. Strona, której szukasz, mogła zostać przeniesiona lub już nie istnieje.',
  'notFound.backHome': 'Przejdź do strony głównej',
  'error.title': 'Coś poszło nie tak',
  'error.message': 'Nie udało się teraz wczytać tej strony. Spróbuj ponownie za chwilę.',
  'unknownSite.title': 'Nie znaleziono witryny',
  'unknownSite.message':
    'Pod tym adresem nie działa żaden sklep. Sprawdź adres lub otwórz listę naszych witryn.',
  'sites.title': 'Mikrowitryny demonstracyjne',
  'sites.intro': 'Każda mikrowitryna działa na osobnym hoście. Wybierz jedną, aby ją przejrzeć.',
  'sites.languages': 'Języki',
  'page.type.city': 'Przewodnik po mieście',
  'page.type.hopOnHopOff': 'Wycieczki hop-on hop-off',
  'page.type.cruises': 'Rejsy',
  'page.type.airportTransfers': 'Transfery lotniskowe',
  'page.type.category': 'Kategoria',
  'page.type.subCategory': 'Podkategoria',
  'page.type.seatMap': 'Plan miejsc',
  'page.type.default': 'Atrakcje',
  'page.updated': 'Zaktualizowano {date}',
  'page.translations': {
    one: 'Dostępne także w {count} innym języku',
    few: 'Dostępne także w {count} innych językach',
    many: 'Dostępne także w {count} innych językach',
    other: 'Dostępne także w {count} innych językach',
  },
} satisfies Translation<typeof en>;
