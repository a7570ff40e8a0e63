import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'shoulder.type.about': 'Présentation',
  'shoulder.type.history': 'Histoire',
  'shoulder.type.architecture': 'Architecture',
  'shoulder.type.inside': 'À l’intérieur',
  'shoulder.type.sub-attractions': 'À voir',
  'shoulder.type.facts': 'Chiffres clés',
  'shoulder.type.plan-your-visit': 'Préparer sa visite',
  'shoulder.type.timings': 'Horaires',
  'shoulder.type.getting-there': 'Comment venir',
  'shoulder.type.directions': 'Itinéraire',
  'shoulder.type.entrances': 'Entrées',
  'shoulder.type.skip-the-line': 'Coupe-file',
  'shoulder.type.guided-tours': 'Visites guidées',
  'shoulder.type.tips': 'Conseils',
  'shoulder.type.restaurants': 'Où manger',
  'shoulder.type.misc': 'Bon à savoir',
  'shoulder.moreAbout': 'Découvrir {attraction}',
  'shoulder.guide': 'Guide de visite',
  'shoulder.pager': 'Guide précédent et suivant',
  'shoulder.previous': 'Précédent',
  'shoulder.next': 'Suivant',
  'shoulder.planYourVisit': 'Préparer sa visite',
  'shoulder.planIntro':
    'Horaires, entrées, accès et incontournables : tout ce qu’il faut savoir avant d’y aller.',
  'shoulder.sub.A': 'Site majeur',
  'shoulder.sub.B': 'Inclus dans la visite standard',
  'shoulder.sub.C': 'À voir aussi',
  'shoulder.sub.timeNeeded': 'Durée conseillée : {time}',
  'shoulder.sub.more': 'En savoir plus : {name}',
} satisfies Translation<typeof en>;
