import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'shoulder.type.about': 'Hakkında',
  'shoulder.type.history': 'Tarihçe',
  'shoulder.type.architecture': 'Mimari',
  'shoulder.type.inside': 'İç mekân',
  'shoulder.type.sub-attractions': 'Görülecek yerler',
  'shoulder.type.facts': 'İlginç bilgiler',
  'shoulder.type.plan-your-visit': 'Ziyaretinizi planlayın',
  'shoulder.type.timings': 'Ziyaret saatleri',
  'shoulder.type.getting-there': 'Nasıl gidilir',
  'shoulder.type.directions': 'Yol tarifi',
  'shoulder.type.entrances': 'Girişler',
  'shoulder.type.skip-the-line': 'Sıra beklemeden',
  'shoulder.type.guided-tours': 'Rehberli turlar',
  'shoulder.type.tips': 'İpuçları',
  'shoulder.type.restaurants': 'Nerede yenir',
  'shoulder.type.misc': 'Bilinmesi gerekenler',
  'shoulder.moreAbout': '{attraction} hakkında daha fazlası',
  'shoulder.guide': 'Ziyaretçi rehberi',
  'shoulder.pager': 'Önceki ve sonraki rehber',
  'shoulder.previous': 'Önceki',
  'shoulder.next': 'Sonraki',
  'shoulder.planYourVisit': 'Ziyaretinizi planlayın',
  'shoulder.planIntro':
    'Ziyaret saatleri, girişler, ulaşım ve görülecek yerler: gitmeden önce bilmeniz gereken her şey.',
  'shoulder.sub.A': 'Ana cazibe noktası',
  'shoulder.sub.B': 'Standart ziyarete dahil',
  'shoulder.sub.C': 'Bunlar da görülmeye değer',
  'shoulder.sub.timeNeeded': 'Gereken süre: {time}',
  'shoulder.sub.more': '{name} hakkında daha fazla',
} satisfies Translation<typeof en>;
