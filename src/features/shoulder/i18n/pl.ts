import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'shoulder.type.about': 'Informacje',
  'shoulder.type.history': 'Historia',
  'shoulder.type.architecture': 'Architektura',
  'shoulder.type.inside': 'Wnętrze',
  'shoulder.type.sub-attractions': 'Co zobaczyć',
  'shoulder.type.facts': 'Ciekawostki',
  'shoulder.type.plan-your-visit': 'Zaplanuj wizytę',
  'shoulder.type.timings': 'Godziny otwarcia',
  'shoulder.type.getting-there': 'Dojazd',
  'shoulder.type.directions': 'Jak dojść',
  'shoulder.type.entrances': 'Wejścia',
  'shoulder.type.skip-the-line': 'Bez kolejki',
  'shoulder.type.guided-tours': 'Zwiedzanie z przewodnikiem',
  'shoulder.type.tips': 'Porady',
  'shoulder.type.restaurants': 'Gdzie zjeść',
  'shoulder.type.misc': 'Warto wiedzieć',
  'shoulder.moreAbout': 'Więcej o: {attraction}',
  'shoulder.guide': 'Przewodnik dla zwiedzających',
  'shoulder.pager': 'Poprzedni i następny przewodnik',
  'shoulder.previous': 'Poprzedni',
  'shoulder.next': 'Następny',
  'shoulder.planYourVisit': 'Zaplanuj wizytę',
  'shoulder.planIntro':
    'Godziny otwarcia, wejścia, dojazd i co zobaczyć: wszystko, co warto wiedzieć przed wizytą.',
  'shoulder.sub.A': 'Główna atrakcja',
  'shoulder.sub.B': 'W ramach standardowego zwiedzania',
  'shoulder.sub.C': 'Warto też zobaczyć',
  'shoulder.sub.timeNeeded': 'Potrzebny czas: {time}',
  'shoulder.sub.more': 'Więcej: {name}',
} satisfies Translation<typeof en>;
