import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': 'Ara',
  'search.label': 'Bu sitede ara',
  'search.placeholder': 'Gezilecek yerler, turlar, gösteriler…',
  'search.submit': 'Ara',
  'search.resultsFor': '“{query}” için sonuçlar',
  'search.empty': 'Hmm, sonuç bulunamadı.',
  'search.emptyHint': 'Yazımı kontrol edin veya daha az ya da daha genel kelimeler deneyin.',
  'search.shortened': 'Aramanız ilk {count} karaktere kısaltıldı.',
  'search.pages': 'Sayfalar',
  'search.products': 'Biletler ve turlar',
  'search.failed': 'Bazı sonuçlar şu anda yüklenemedi. Lütfen birazdan tekrar deneyin.',
  'search.prompt': 'Ne aradığınızı yazın: bir gezilecek yer, bir tur veya bir gösteri.',
  'search.popular': 'Şu anda popüler',
} satisfies Translation<typeof en>;
