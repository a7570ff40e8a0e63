import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'Kode promo',
  'promo.apply': 'Terapkan',
  'promo.applied': 'Kode promo {code} diterapkan',
  'promo.remove': 'Hapus kode',
  'promo.originalPrice': 'Harga awal',
  'promo.newPrice': 'Harga dengan kode',
  'promo.youSave': 'Anda hemat {amount}',
  'promo.error.unknown': 'Kode ini tidak valid. Periksa ejaannya, lalu coba lagi.',
  'promo.error.notStarted': 'Kode ini belum aktif. Coba lagi setelah penawaran dimulai.',
  'promo.error.expired': 'Kode ini sudah kedaluwarsa.',
  'promo.error.notApplicable': 'Kode ini tidak dapat digunakan untuk pengalaman ini.',
  'promo.error.wrongCurrency':
    'Kode ini hanya berlaku untuk harga dalam {currency}. Ubah mata uang ke {currency} untuk menggunakannya.',
  'promo.error.unavailable':
    'Kami tidak dapat memeriksa kode promo saat ini. Coba lagi sebentar lagi, atau pesan tanpa kode.',
  'promo.error.tooMany': 'Terlalu banyak percobaan. Tunggu sebentar, lalu coba lagi.',
} satisfies Translation<typeof en>;
