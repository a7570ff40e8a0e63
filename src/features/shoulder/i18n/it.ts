import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'shoulder.type.about': 'Informazioni',
  'shoulder.type.history': 'Storia',
  'shoulder.type.architecture': 'Architettura',
  'shoulder.type.inside': 'All’interno',
  'shoulder.type.sub-attractions': 'Cosa vedere',
  'shoulder.type.facts': 'Curiosità',
  'shoulder.type.plan-your-visit': 'Organizza la visita',
  'shoulder.type.timings': 'Orari',
  'shoulder.type.getting-there': 'Come arrivare',
  'shoulder.type.directions': 'Indicazioni',
  'shoulder.type.entrances': 'Ingressi',
  'shoulder.type.skip-the-line': 'Salta la fila',
  'shoulder.type.guided-tours': 'Visite guidate',
  'shoulder.type.tips': 'Consigli',
  'shoulder.type.restaurants': 'Dove mangiare',
  'shoulder.type.misc': 'Altro da sapere',
  'shoulder.moreAbout': 'Scopri {attraction}',
  'shoulder.guide': 'Guida alla visita',
  'shoulder.pager': 'Guida precedente e successiva',
  'shoulder.previous': 'Precedente',
  'shoulder.next': 'Successiva',
  'shoulder.planYourVisit': 'Organizza la visita',
  'shoulder.planIntro':
    'Orari, ingressi, come arrivare e cosa vedere: tutto quello che serve sapere prima di andare.',
  'shoulder.sub.A': 'Sito principale',
  'shoulder.sub.B': 'Nella visita standard',
  'shoulder.sub.C': 'Da vedere anche',
  'shoulder.sub.timeNeeded': 'Tempo necessario: {time}',
  'shoulder.sub.more': 'Scopri di più: {name}',
} satisfies Translation<typeof en>;
