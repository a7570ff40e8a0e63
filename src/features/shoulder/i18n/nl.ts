import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'shoulder.type.about': 'Over',
  'shoulder.type.history': 'Geschiedenis',
  'shoulder.type.architecture': 'Architectuur',
  'shoulder.type.inside': 'Binnen',
  'shoulder.type.sub-attractions': 'Bezienswaardigheden',
  'shoulder.type.facts': 'Feiten',
  'shoulder.type.plan-your-visit': 'Plan je bezoek',
  'shoulder.type.timings': 'Openingstijden',
  'shoulder.type.getting-there': 'Bereikbaarheid',
  'shoulder.type.directions': 'Routebeschrijving',
  'shoulder.type.entrances': 'Ingangen',
  'shoulder.type.skip-the-line': 'Zonder wachtrij',
  'shoulder.type.guided-tours': 'Rondleidingen',
  'shoulder.type.tips': 'Tips',
  'shoulder.type.restaurants': 'Eten in de buurt',
  'shoulder.type.misc': 'Goed om te weten',
  'shoulder.moreAbout': 'Meer over {attraction}',
  'shoulder.guide': 'Bezoekersgids',
  'shoulder.pager': 'Vorige en volgende gids',
  'shoulder.previous': 'Vorige',
  'shoulder.next': 'Volgende',
  'shoulder.planYourVisit': 'Plan je bezoek',
  'shoulder.planIntro':
    'Openingstijden, ingangen, bereikbaarheid en bezienswaardigheden: alles wat je moet weten voordat je gaat.',
  'shoulder.sub.A': 'Hoofdattractie',
  'shoulder.sub.B': 'Onderdeel van het standaardbezoek',
  'shoulder.sub.C': 'Ook de moeite waard',
  'shoulder.sub.timeNeeded': 'Benodigde tijd: {time}',
  'shoulder.sub.more': 'Meer over {name}',
} satisfies Translation<typeof en>;
