import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'shoulder.type.about': 'Sobre',
  'shoulder.type.history': 'História',
  'shoulder.type.architecture': 'Arquitetura',
  'shoulder.type.inside': 'No interior',
  'shoulder.type.sub-attractions': 'O que ver',
  'shoulder.type.facts': 'Factos',
  'shoulder.type.plan-your-visit': 'Planeie a sua visita',
  'shoulder.type.timings': 'Horários',
  'shoulder.type.getting-there': 'Como chegar',
  'shoulder.type.directions': 'Direções',
  'shoulder.type.entrances': 'Entradas',
  'shoulder.type.skip-the-line': 'Sem filas',
  'shoulder.type.guided-tours': 'Visitas guiadas',
  'shoulder.type.tips': 'Dicas',
  'shoulder.type.restaurants': 'Onde comer',
  'shoulder.type.misc': 'Mais informações',
  'shoulder.moreAbout': 'Descubra {attraction}',
  'shoulder.guide': 'Guia do visitante',
  'shoulder.pager': 'Guia anterior e seguinte',
  'shoulder.previous': 'Anterior',
  'shoulder.next': 'Seguinte',
  'shoulder.planYourVisit': 'Planeie a sua visita',
  'shoulder.planIntro':
    'Horários, entradas, como chegar e o que ver: tudo o que precisa de saber antes de ir.',
  'shoulder.sub.A': 'Local principal',
  'shoulder.sub.B': 'Incluído na visita normal',
  'shoulder.sub.C': 'Também vale a pena',
  'shoulder.sub.timeNeeded': 'Tempo necessário: {time}',
  'shoulder.sub.more': 'Saber mais: {name}',
} satisfies Translation<typeof en>;
