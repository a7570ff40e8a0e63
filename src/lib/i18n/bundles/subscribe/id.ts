import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': 'Tips perjalanan dan penawaran',
  'subscribe.intro':
    'Pengalaman baru, penawaran khusus, dan tips orang lokal langsung ke kotak masuk Anda. Berhenti berlangganan kapan saja.',
  'subscribe.label': 'Alamat email',
  'subscribe.button': 'Daftar',
  'subscribe.thankYou': 'Terima kasih! Anda sudah berlangganan.',
  'subscribe.unavailable': 'Kami tidak dapat mendaftarkan Anda saat ini. Silakan coba lagi sebentar lagi.',
} satisfies Translation<typeof en>;
