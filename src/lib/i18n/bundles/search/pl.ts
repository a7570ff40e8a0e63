import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': 'Szukaj',
  'search.label': 'Szukaj w tej witrynie',
  'search.placeholder': 'Atrakcje, wycieczki, spektakle…',
  'search.submit': 'Szukaj',
  'search.resultsFor': 'Wyniki dla „{query}”',
  'search.empty': 'Hmm, brak wyników.',
  'search.emptyHint': 'Sprawdź pisownię lub spróbuj mniej słów albo bardziej ogólnych.',
  'search.shortened': 'Wyszukiwanie skrócono do pierwszych {count} znaków.',
  'search.pages': 'Strony',
  'search.products': 'Bilety i wycieczki',
  'search.failed': 'Nie udało się teraz wczytać części wyników. Spróbuj ponownie za chwilę.',
  'search.prompt': 'Wpisz, czego szukasz: atrakcji, wycieczki lub spektaklu.',
  'search.popular': 'Teraz popularne',
} satisfies Translation<typeof en>;
