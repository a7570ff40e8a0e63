import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'shoulder.type.about': 'Tentang',
  'shoulder.type.history': 'Sejarah',
  'shoulder.type.architecture': 'Arsitektur',
  'shoulder.type.inside': 'Bagian dalam',
  'shoulder.type.sub-attractions': 'Yang bisa dilihat',
  'shoulder.type.facts': 'Fakta',
  'shoulder.type.plan-your-visit': 'Rencanakan kunjungan',
  'shoulder.type.timings': 'Jam buka',
  'shoulder.type.getting-there': 'Cara ke sana',
  'shoulder.type.directions': 'Petunjuk arah',
  'shoulder.type.entrances': 'Pintu masuk',
  'shoulder.type.skip-the-line': 'Tanpa antre',
  'shoulder.type.guided-tours': 'Tur berpemandu',
  'shoulder.type.tips': 'Kiat',
  'shoulder.type.restaurants': 'Tempat makan',
  'shoulder.type.misc': 'Info lainnya',
  'shoulder.moreAbout': 'Selengkapnya tentang {attraction}',
  'shoulder.guide': 'Panduan pengunjung',
  'shoulder.pager': 'Panduan sebelumnya dan berikutnya',
  'shoulder.previous': 'Sebelumnya',
  'shoulder.next': 'Berikutnya',
  'shoulder.planYourVisit': 'Rencanakan kunjungan',
  'shoulder.planIntro':
    'Jam buka, pintu masuk, cara ke sana, dan yang bisa dilihat: semua yang perlu Anda ketahui sebelum berangkat.',
  'shoulder.sub.A': 'Atraksi utama',
  'shoulder.sub.B': 'Termasuk kunjungan standar',
  'shoulder.sub.C': 'Juga layak dilihat',
  'shoulder.sub.timeNeeded': 'Waktu yang dibutuhkan: {time}',
  'shoulder.sub.more': 'Selengkapnya tentang {name}',
} satisfies Translation<typeof en>;
