import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'Pratinjau',
  'preview.mode': 'Mode pratinjau',
  'preview.release': 'Rilis: {label}',
  'preview.drafts': 'Draf yang belum diterbitkan',
  'preview.document': 'Halaman: {title} ({uid})',
  'preview.expired':
    'Pratinjau ini sudah kedaluwarsa atau tidak dikenal: Anda melihat konten yang sudah diterbitkan.',
  'preview.exit': 'Keluar dari pratinjau',
  'preview.error.title': 'Pratinjau tidak tersedia',
  'preview.error.token':
    'Tautan pratinjau ini tidak berlaku untuk repositori ini atau sudah kedaluwarsa. Buka kembali pratinjau dari editor.',
  'preview.error.document': 'Tautan pratinjau ini tidak menunjuk dokumen yang valid.',
  'preview.error.notFound': 'Dokumen pratinjau ini tidak ditemukan dalam rilis ini.',
  'preview.error.otherSite':
    'Dokumen ini tidak memiliki halaman di situs mikro ini. Buka pratinjau dari situs mikro tempat dokumen itu berada.',
  'preview.error.site': 'Pratinjau dibuka di alamat situs mikro itu sendiri.',
  'preview.error.unavailable': 'Layanan konten tidak dapat dijangkau. Silakan coba lagi sebentar lagi.',
  'preview.error.back': 'Kembali ke beranda',
} satisfies Translation<typeof en>;
