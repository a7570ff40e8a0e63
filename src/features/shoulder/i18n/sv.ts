import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'shoulder.type.about': 'Om platsen',
  'shoulder.type.history': 'Historia',
  'shoulder.type.architecture': 'Arkitektur',
  'shoulder.type.inside': 'Inuti',
  'shoulder.type.sub-attractions': 'Sevärdheter',
  'shoulder.type.facts': 'Fakta',
  'shoulder.type.plan-your-visit': 'Planera besöket',
  'shoulder.type.timings': 'Öppettider',
  'shoulder.type.getting-there': 'Hitta hit',
  'shoulder.type.directions': 'Vägbeskrivning',
  'shoulder.type.entrances': 'Ingångar',
  'shoulder.type.skip-the-line': 'Gå före kön',
  'shoulder.type.guided-tours': 'Guidade turer',
  'shoulder.type.tips': 'Tips',
  'shoulder.type.restaurants': 'Ät i närheten',
  'shoulder.type.misc': 'Bra att veta',
  'shoulder.moreAbout': 'Mer om {attraction}',
  'shoulder.guide': 'Besöksguide',
  'shoulder.pager': 'Föregående och nästa guide',
  'shoulder.previous': 'Föregående',
  'shoulder.next': 'Nästa',
  'shoulder.planYourVisit': 'Planera besöket',
  'shoulder.planIntro':
    'Öppettider, ingångar, hur du tar dig dit och vad du ska se: allt du behöver veta innan du åker.',
  'shoulder.sub.A': 'Huvudattraktion',
  'shoulder.sub.B': 'Ingår i det vanliga besöket',
  'shoulder.sub.C': 'Också värt att se',
  'shoulder.sub.timeNeeded': 'Tidsåtgång: {time}',
  'shoulder.sub.more': 'Mer om {name}',
} satisfies Translation<typeof en>;
