import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'shoulder.type.about': 'Om stedet',
  'shoulder.type.history': 'Historie',
  'shoulder.type.architecture': 'Arkitektur',
  'shoulder.type.inside': 'Indenfor',
  'shoulder.type.sub-attractions': 'Seværdigheder',
  'shoulder.type.facts': 'Fakta',
  'shoulder.type.plan-your-visit': 'Planlæg dit besøg',
  'shoulder.type.timings': 'Åbningstider',
  'shoulder.type.getting-there': 'Sådan kommer du dertil',
  'shoulder.type.directions': 'Rutevejledning',
  'shoulder.type.entrances': 'Indgange',
  'shoulder.type.skip-the-line': 'Spring køen over',
  'shoulder.type.guided-tours': 'Guidede ture',
  'shoulder.type.tips': 'Gode råd',
  'shoulder.type.restaurants': 'Spisesteder i nærheden',
  'shoulder.type.misc': 'Godt at vide',
  'shoulder.moreAbout': 'Mere om {attraction}',
  'shoulder.guide': 'Besøgsguide',
  'shoulder.pager': 'Forrige og næste guide',
  'shoulder.previous': 'Forrige',
  'shoulder.next': 'Næste',
  'shoulder.planYourVisit': 'Planlæg dit besøg',
  'shoulder.planIntro':
    'Åbningstider, indgange, transport og seværdigheder: alt, du skal vide, før du tager afsted.',
  'shoulder.sub.A': 'Hovedattraktion',
  'shoulder.sub.B': 'Med i det almindelige besøg',
  'shoulder.sub.C': 'Også værd at se',
  'shoulder.sub.timeNeeded': 'Tidsforbrug: {time}',
  'shoulder.sub.more': 'Mere om {name}',
} satisfies Translation<typeof en>;
