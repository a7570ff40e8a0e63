import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'Ulasan',
  'reviews.rated': 'Dinilai {rating} dari 5',
  'reviews.ratings': '{count} penilaian',
  'reviews.trustBadge': 'Berperingkat tinggi',
  'reviews.sortBy': 'Urutkan menurut',
  'reviews.filterBy': 'Saring ulasan',
  'reviews.filter.all': 'Semua ulasan',
  'reviews.range': 'Menampilkan {from}–{to} dari {count} ulasan',
  'reviews.pages': 'Halaman ulasan',
  'reviews.previous': 'Sebelumnya',
  'reviews.next': 'Berikutnya',
  'reviews.page': 'Halaman {page}',
  'reviews.failed': 'Ulasan tidak dapat dimuat saat ini. Silakan coba lagi sebentar lagi.',
  'reviews.none': 'Belum ada ulasan.',
  'reviews.writtenIn': 'Menampilkan ulasan yang ditulis dalam bahasa {language}.',
  'reviews.photos': 'Foto yang dibagikan oleh {name}',
  'reviews.photoAlt': 'Foto dari {name}',
} satisfies Translation<typeof en>;
