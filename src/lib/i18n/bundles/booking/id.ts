import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': 'Tidak ada lagi jadwal tersisa hari ini. Silakan pilih hari lain.',
  'booking.reserveNowPayLater': 'Pesan sekarang, bayar nanti',
  'booking.trust': 'Mengapa memesan di sini',
  'booking.bar': 'Harga dan ketersediaan',
  'booking.timeMoved': 'Anda meminta {asked}: keberangkatan berikutnya pukul {time}.',
  'booking.returnTimeMoved': 'Kembali: Anda meminta {asked}; keberangkatan berikutnya pukul {time}.',
} satisfies Translation<typeof en>;
