import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'shoulder.type.about': 'Überblick',
  'shoulder.type.history': 'Geschichte',
  'shoulder.type.architecture': 'Architektur',
  'shoulder.type.inside': 'Im Inneren',
  'shoulder.type.sub-attractions': 'Sehenswertes',
  'shoulder.type.facts': 'Fakten',
  'shoulder.type.plan-your-visit': 'Besuch planen',
  'shoulder.type.timings': 'Öffnungszeiten',
  'shoulder.type.getting-there': 'Anreise',
  'shoulder.type.directions': 'Wegbeschreibung',
  'shoulder.type.entrances': 'Eingänge',
  'shoulder.type.skip-the-line': 'Ohne Anstehen',
  'shoulder.type.guided-tours': 'Führungen',
  'shoulder.type.tips': 'Tipps',
  'shoulder.type.restaurants': 'Essen in der Nähe',
  'shoulder.type.misc': 'Wissenswertes',
  'shoulder.moreAbout': 'Mehr über {attraction}',
  'shoulder.guide': 'Besucherführer',
  'shoulder.pager': 'Vorheriger und nächster Ratgeber',
  'shoulder.previous': 'Zurück',
  'shoulder.next': 'Weiter',
  'shoulder.planYourVisit': 'Besuch planen',
  'shoulder.planIntro':
    'Öffnungszeiten, Eingänge, Anreise und Sehenswertes: alles, was Sie vor dem Besuch wissen sollten.',
  'shoulder.sub.A': 'Hauptattraktion',
  'shoulder.sub.B': 'Beim Standardbesuch zu sehen',
  'shoulder.sub.C': 'Ebenfalls sehenswert',
  'shoulder.sub.timeNeeded': 'Zeitbedarf: {time}',
  'shoulder.sub.more': 'Mehr erfahren: {name}',
} satisfies Translation<typeof en>;
