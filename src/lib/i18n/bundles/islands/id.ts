import type en from './en';
import type { Translation } from '../../message';

export default {
  'islands.toasts.region': 'Notifikasi',
  'islands.toasts.close': 'Tutup notifikasi',
  'islands.currency.changed': 'Harga kini ditampilkan dalam {name}.',
  'islands.calendar.heading': 'Pilih tanggal',
  'islands.calendar.previousMonth': 'Bulan sebelumnya',
  'islands.calendar.nextMonth': 'Bulan berikutnya',
  'islands.calendar.dayAvailable': '{date}, mulai {price}',
  'islands.calendar.dayLimited': '{date}, mulai {price}, cepat habis',
  'islands.calendar.daySoldOut': '{date}, habis terjual',
  'islands.calendar.dayNone': '{date}, tidak tersedia',
  'islands.calendar.soldOut': 'Habis terjual',
  'islands.calendar.sellingFast': 'Cepat habis',
  'islands.calendar.ticketType': 'Jenis tiket',
  'islands.calendar.allTypes': 'Semua jenis tiket',
  'islands.calendar.times': 'Waktu pada {date}',
  'islands.calendar.left': 'Sisa {count}',
  'islands.calendar.loadingTimes': 'Memuat waktu…',
  'islands.calendar.continue': 'Lanjutkan',
  'islands.calendar.problemTitle': 'Aduh, ada masalah',
  'islands.calendar.problemText':
    'Semua pengalaman pada {date} sudah habis terjual. Jika tanggal Anda fleksibel, hari lain masih memiliki tiket.',
  'islands.calendar.viewAllDates': 'Lihat semua tanggal',
  'islands.calendar.failed': 'Kami tidak dapat memuat tanggal saat ini. Silakan coba lagi.',
  'islands.calendar.timesFailed': 'Kami tidak dapat memuat waktu untuk tanggal ini. Silakan coba lagi.',
  'islands.calendar.hint': 'Gunakan tombol panah untuk berpindah antartanggal dan Enter untuk memilih.',
  'islands.consent.title': 'Pilihan privasi Anda',
  'islands.consent.text':
    'Kami menggunakan cookie yang diperlukan agar situs ini berfungsi. Dengan izin Anda, kami juga menggunakan cookie analitik untuk mengetahui cara situs digunakan, serta cookie pemasaran untuk penawaran yang relevan dan konten yang disematkan dari layanan lain.',
  'islands.consent.allowAll': 'Izinkan semua',
  'islands.consent.denyAll': 'Tolak semua',
  'islands.consent.manage': 'Kelola preferensi',
  'islands.consent.necessary': 'Diperlukan',
  'islands.consent.necessaryText':
    'Dibutuhkan agar situs berfungsi: mata uang, bahasa, dan pilihan ini. Selalu aktif.',
  'islands.consent.analytics': 'Analitik',
  'islands.consent.analyticsText':
    'Tampilan halaman dan seberapa jauh halaman dibaca, agar kami dapat meningkatkan situs.',
  'islands.consent.marketing': 'Pemasaran',
  'islands.consent.marketingText':
    'Penawaran yang relevan, serta video, peta, dan pemutar yang disematkan dari layanan lain.',
  'islands.consent.save': 'Simpan preferensi',
  'islands.consent.saved': 'Preferensi disimpan',
  'islands.consent.reopen': 'Preferensi cookie',
  'islands.cta.checkAvailability': 'Periksa ketersediaan',
  'islands.reviews.loadMore': 'Tampilkan ulasan lainnya',
  'islands.reviews.loading': 'Memuat ulasan…',
  'islands.reviews.failed': 'Kami tidak dapat memuat ulasan saat ini. Silakan coba lagi.',
} satisfies Translation<typeof en>;
