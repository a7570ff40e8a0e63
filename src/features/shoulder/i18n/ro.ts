import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'shoulder.type.about': 'Despre',
  'shoulder.type.history': 'Istorie',
  'shoulder.type.architecture': 'Arhitectură',
  'shoulder.type.inside': 'În interior',
  'shoulder.type.sub-attractions': 'Ce să vezi',
  'shoulder.type.facts': 'Date interesante',
  'shoulder.type.plan-your-visit': 'Planifică vizita',
  'shoulder.type.timings': 'Program',
  'shoulder.type.getting-there': 'Cum ajungi',
  'shoulder.type.directions': 'Indicații',
  'shoulder.type.entrances': 'Intrări',
  'shoulder.type.skip-the-line': 'Fără coadă',
  'shoulder.type.guided-tours': 'Tururi ghidate',
  'shoulder.type.tips': 'Sfaturi',
  'shoulder.type.restaurants': 'Unde să mănânci',
  'shoulder.type.misc': 'Bine de știut',
  'shoulder.moreAbout': 'Mai multe despre {attraction}',
  'shoulder.guide': 'Ghidul vizitatorului',
  'shoulder.pager': 'Ghidul anterior și următor',
  'shoulder.previous': 'Anterior',
  'shoulder.next': 'Următor',
  'shoulder.planYourVisit': 'Planifică vizita',
  'shoulder.planIntro':
    'Program, intrări, cum ajungi și ce să vezi: tot ce trebuie să știi înainte să pleci.',
  'shoulder.sub.A': 'Atracție principală',
  'shoulder.sub.B': 'Inclus în vizita standard',
  'shoulder.sub.C': 'Merită văzut și',
  'shoulder.sub.timeNeeded': 'Timp necesar: {time}',
  'shoulder.sub.more': 'Mai multe despre {name}',
} satisfies Translation<typeof en>;
