import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': 'Pesan sekarang',
  'show.nextAvailable': 'Tanggal tersedia berikutnya: {date}',
  'show.noDates': 'Tidak ada tanggal tersedia dalam tiga bulan ke depan.',
  'show.calendarFailed': 'Tanggal tidak dapat dimuat saat ini. Anda tetap bisa memilih tanggal saat memesan.',
  'show.unavailable': 'Tiket tidak tersedia saat ini. Silakan cek kembali nanti.',
  'show.details': 'Detail pertunjukan',
  'show.opening': 'Pembukaan',
  'show.closing': 'Pertunjukan terakhir',
  'show.theatre': 'Teater',
  'show.duration': 'Durasi',
  'show.ageLimit': 'Panduan usia',
  'show.highlights': 'Sorotan',
  'show.included': 'Yang termasuk',
  'show.notIncluded': 'Tidak termasuk',
  'show.ticketTypes': 'Jenis tiket',
  'show.faq': 'Pertanyaan umum',
  'show.map': 'Lihat di peta',
  'show.safety': 'Tempat ini menerapkan langkah kesehatan dan keselamatan.',
  'show.criticReview': 'Kata para kritikus',
  'show.validity': 'Masa berlaku',
  'show.cancellation': 'Pembatalan',
  'show.gallery': 'Foto',
  'show.aboutTheatre': 'Tentang teater',
} satisfies Translation<typeof en>;
