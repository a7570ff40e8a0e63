import type en from './en';
import type { Translation } from '../../message';

export default {
  'shell.scrollToTop': 'Kembali ke atas',
  'shell.skipToContent': 'Langsung ke konten utama',
  'shell.languageSwitcher': 'Bahasa',
  'shell.poweredBy': 'Didukung oleh {brand}',
  'shell.resellerNotice':
    'Kami adalah penjual tiket resmi. Ini bukan situs web resmi milik pengelola tempat.',
  'shell.copyright': '© {year} {brand}. Hak cipta dilindungi undang-undang.',
  'shell.privacyPolicy': 'Kebijakan privasi',
  'shell.termsOfUse': 'Ketentuan penggunaan',
  'shell.home': 'Beranda',
  'shell.breadcrumbs': 'Jejak navigasi',
  'shell.mainNavigation': 'Navigasi utama',
  'shell.menu': 'Menu',
  'shell.otherLanguages': 'Halaman ini dalam bahasa lain',
  'notFound.title': 'Halaman tidak ditemukan',
  'notFound.message':
    'Hmm, tidak ada hasil yang ditemukan. Halaman yang Anda cari mungkin telah dipindahkan atau sudah tidak ada.',
  'notFound.backHome': 'Ke halaman beranda',
  'error.title': 'Terjadi kesalahan',
  'error.message': 'Kami tidak dapat memuat halaman ini saat ini. Silakan coba lagi sebentar lagi.',
  'unknownSite.title': 'Situs tidak ditemukan',
  'unknownSite.message':
    'Tidak ada toko daring di alamat ini. Periksa alamatnya, atau buka daftar situs kami.',
  'sites.title': 'Situs mikro demo',
  'sites.intro': 'Setiap situs mikro berjalan di host-nya sendiri. Pilih salah satu untuk menjelajahinya.',
  'sites.languages': 'Bahasa',
  'page.type.city': 'Panduan kota',
  'page.type.hopOnHopOff': 'Tur hop-on hop-off',
  'page.type.cruises': 'Kapal pesiar',
  'page.type.airportTransfers': 'Antar-jemput bandara',
  'page.type.category': 'Kategori',
  'page.type.subCategory': 'Subkategori',
  'page.type.seatMap': 'Denah tempat duduk',
  'page.type.default': 'Pengalaman',
  'page.updated': 'Diperbarui pada {date}',
  'page.translations': { other: 'Juga tersedia dalam {count} bahasa lain' },
} satisfies Translation<typeof en>;
