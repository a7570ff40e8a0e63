import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': 'Rezerwujesz dla grupy?',
  'forms.group.intro': 'Opowiedz nam o swojej grupie, a nasz zespół odpowie e-mailem z ofertą.',
  'forms.group.name': 'Imię i nazwisko',
  'forms.group.email': 'E-mail',
  'forms.group.phone': 'Telefon (opcjonalnie)',
  'forms.group.date': 'Preferowana data',
  'forms.group.adults': 'Dorośli',
  'forms.group.children': 'Dzieci',
  'forms.group.message': 'Wiadomość (opcjonalnie)',
  'forms.group.honeypot': 'Pozostaw to pole puste',
  'forms.group.submit': 'Wyślij zapytanie',
  'forms.group.success': 'Dziękujemy! Otrzymaliśmy Twoje zapytanie grupowe i odpowiemy e-mailem.',
  'forms.group.errorsTitle': 'Popraw pola zaznaczone poniżej',
  'forms.group.unavailable': 'Nie udało się teraz wysłać zapytania. Spróbuj ponownie za chwilę.',
  'forms.error.name': 'Podaj imię i nazwisko',
  'forms.error.phone': 'Podaj numer telefonu cyframi, np. +48 22 123 45 67',
  'forms.error.date': 'Podaj datę w formacie 2026-06-15',
  'forms.error.datePast': 'Ta data już minęła: wybierz dzisiejszą lub późniejszą datę',
  'forms.error.adults': 'Podaj co najmniej 1 osobę dorosłą',
  'forms.error.children': 'Podaj liczbę dzieci (0 lub więcej)',
  'forms.error.tooMany': 'Zbyt wiele zapytań. Odczekaj chwilę i spróbuj ponownie.',
  'forms.error.tooLarge': 'Ten formularz jest zbyt duży, aby go wysłać.',
  'forms.error.control': 'Usuń niewidoczne znaki sterujące z tego pola',
} satisfies Translation<typeof en>;
