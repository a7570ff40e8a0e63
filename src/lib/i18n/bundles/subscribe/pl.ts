import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': 'Porady podróżne i oferty',
  'subscribe.intro':
    'Nowe atrakcje, specjalne oferty i sprawdzone porady prosto na Twoją skrzynkę. Możesz zrezygnować w każdej chwili.',
  'subscribe.label': 'Adres e-mail',
  'subscribe.button': 'Zapisz się',
  'subscribe.thankYou': 'Dziękujemy! Subskrypcja jest aktywna.',
  'subscribe.unavailable': 'Nie udało się teraz zapisać. Spróbuj ponownie za chwilę.',
} satisfies Translation<typeof en>;
