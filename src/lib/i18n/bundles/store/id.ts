import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': 'mulai',
  'store.card.unavailable': 'Saat ini tidak tersedia',
  'store.card.priceLabel': 'Harga mulai {price}',
  'store.card.scratchLabel': 'Sebelumnya {price}',
  'store.card.rating': 'Rating {rating} dari 5',
  'store.card.trusted': 'Berperingkat tinggi',
  'store.card.viewShow': 'Lihat detail',
  'store.card.book': 'Pesan sekarang',
  'store.card.closes': 'Pertunjukan terakhir: {date}',
  'store.section.failed': 'Kami belum dapat memuat pengalaman ini. Silakan coba lagi sebentar lagi.',
  'store.section.empty': 'Saat ini belum ada pengalaman yang tersedia di sini.',
  'store.section.showMore': {
    other: 'Tampilkan {count} pengalaman lagi',
  },
  'store.section.count': {
    other: '{count} pengalaman',
  },
  'store.filter.all': 'Semua',
  'store.filter.label': 'Filter pengalaman',
  'store.banner.video': 'Video: {title}',
  'store.category.heading': 'Pengalaman {name}',
} satisfies Translation<typeof en>;
