import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'news.featured': 'Berita utama',
  'news.all': 'Semua berita',
  'news.moreReads': 'Bacaan lainnya',
  'news.trailers': 'Trailer',
  'news.recent': 'Berita terbaru',
  'news.reviews': 'Ulasan',
  'news.section.announcement': 'Berita',
  'news.section.casting': 'Pemeran',
  'news.section.review': 'Ulasan',
  'news.section.trailer': 'Trailer',
  'news.by': 'Oleh {author}',
  'news.updated': 'Diperbarui {date}',
  'news.readingTime': { other: '{count} menit baca' },
  'news.criticRating': 'Penilaian kritikus kami: {rating} dari 5',
  'news.audienceRating': 'Penilaian penonton: {rating} dari 5',
  'news.trailerOf': 'Trailer: {title}',
  'news.pagination': 'Halaman berita',
  'news.previous': 'Berita lebih baru',
  'news.next': 'Berita lebih lama',
  'news.page': 'Halaman {page}',
  'news.pageOf': 'Halaman {page} dari {pages}',
  'news.pageTitle': '{title} – halaman {page}',
  'news.empty': 'Belum ada berita. Silakan kembali lagi nanti.',
  'news.failed': 'Berita tidak dapat dimuat saat ini. Silakan coba lagi sebentar lagi.',
  'news.outOfRange': 'Halaman {page} berita tidak ada: daftar ini memiliki {pages} halaman.',
  'news.backToLatest': 'Lihat berita terbaru',
  'news.book': 'Pesan tiket',
  'news.bookFailed':
    'Tiket pertunjukan ini tidak dapat ditampilkan saat ini. Silakan coba lagi sebentar lagi.',
  'news.subscribeHeading': 'Berita terbaru di kotak masuk Anda',
  'news.subscribeIntro':
    'Pengumuman pertunjukan, pemeran baru, ulasan, dan penawaran tiket, seminggu sekali. Berhenti berlangganan kapan saja.',
} satisfies Translation<typeof en>;
