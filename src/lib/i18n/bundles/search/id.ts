import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': 'Cari',
  'search.label': 'Cari di situs ini',
  'search.placeholder': 'Atraksi, tur, pertunjukan…',
  'search.submit': 'Cari',
  'search.resultsFor': 'Hasil untuk “{query}”',
  'search.empty': 'Hmm, tidak ada hasil yang ditemukan.',
  'search.emptyHint': 'Periksa ejaan, atau coba kata yang lebih sedikit atau lebih umum.',
  'search.shortened': 'Pencarian Anda dipersingkat menjadi {count} karakter pertama.',
  'search.pages': 'Halaman',
  'search.products': 'Tiket dan tur',
  'search.failed': 'Beberapa hasil tidak dapat dimuat saat ini. Silakan coba lagi sebentar lagi.',
  'search.prompt': 'Ketik yang Anda cari: atraksi, tur, atau pertunjukan.',
  'search.popular': 'Populer saat ini',
} satisfies Translation<typeof en>;
