import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'Podgląd',
  'preview.mode': 'Tryb podglądu',
  'preview.release': 'Wydanie: {label}',
  'preview.drafts': 'Nieopublikowane wersje robocze',
  'preview.document': 'Strona: {title} ({uid})',
  'preview.expired': 'Ten podgląd wygasł lub jest nieznany: widzisz opublikowaną treść.',
  'preview.exit': 'Zakończ podgląd',
  'preview.error.title': 'Podgląd niedostępny',
  'preview.error.token':
    'Ten link podglądu jest nieprawidłowy dla tego repozytorium lub wygasł. Otwórz podgląd ponownie z edytora.',
  'preview.error.document': 'Ten link podglądu nie wskazuje prawidłowego dokumentu.',
  'preview.error.notFound': 'Nie znaleziono dokumentu tego podglądu w tym wydaniu.',
  'preview.error.otherSite':
    'Ten dokument nie ma strony w tym mikroserwisie. Otwórz podgląd z mikroserwisu, do którego należy.',
  'preview.error.site': 'Podglądy otwierają się pod własnym adresem mikroserwisu.',
  'preview.error.unavailable': 'Usługa treści jest niedostępna. Spróbuj ponownie za chwilę.',
  'preview.error.back': 'Wróć na stronę główną',
} satisfies Translation<typeof en>;
