import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': 'Memesan untuk rombongan?',
  'forms.group.intro':
    'Ceritakan tentang rombongan Anda dan tim kami akan membalas melalui email dengan penawaran.',
  'forms.group.name': 'Nama lengkap',
  'forms.group.email': 'Email',
  'forms.group.phone': 'Telepon (opsional)',
  'forms.group.date': 'Tanggal pilihan',
  'forms.group.adults': 'Dewasa',
  'forms.group.children': 'Anak-anak',
  'forms.group.message': 'Pesan (opsional)',
  'forms.group.honeypot': 'Biarkan kolom ini kosong',
  'forms.group.submit': 'Kirim permintaan',
  'forms.group.success':
    'Terima kasih! Kami telah menerima permintaan rombongan Anda dan akan membalas melalui email.',
  'forms.group.errorsTitle': 'Perbaiki kolom yang ditandai di bawah ini',
  'forms.group.unavailable': 'Permintaan Anda belum dapat dikirim saat ini. Coba lagi sebentar lagi.',
  'forms.error.name': 'Masukkan nama depan dan nama belakang Anda',
  'forms.error.phone': 'Masukkan nomor telepon berupa angka, seperti +62 21 1234 5678',
  'forms.error.date': 'Masukkan tanggal seperti 2026-06-15',
  'forms.error.datePast': 'Tanggal ini sudah lewat: pilih hari ini atau tanggal berikutnya',
  'forms.error.adults': 'Masukkan setidaknya 1 orang dewasa',
  'forms.error.children': 'Masukkan jumlah anak (0 atau lebih)',
  'forms.error.tooMany': 'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.',
  'forms.error.tooLarge': 'Formulir ini terlalu besar untuk dikirim.',
  'forms.error.control': 'Hapus karakter kontrol tak terlihat dari kolom ini',
} satisfies Translation<typeof en>;
