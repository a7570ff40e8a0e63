import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'venue.about': 'À propos du théâtre',
  'venue.address': 'Adresse',
  'venue.opened': 'Ouverture',
  'venue.capacity': 'Places',
  'venue.seatingPlan': 'Plan de salle',
  'venue.seatingPlanOf': 'Plan de salle du {venue}',
  'venue.fullPlan': 'Plan de salle et meilleures places',
  'venue.stage': 'Scène',
  'venue.section': 'Zone',
  'venue.prices': 'Prix des billets',
  'venue.priceBand': '{from} – {to}',
  'venue.notOnSale': 'Pas en vente',
  'venue.sectionLabel': {
    one: '{name} : {count} place, {price}',
    many: '{name} : {count} places, {price}',
    other: '{name} : {count} places, {price}',
  },
  'venue.mapHint':
    'Choisissez une zone pour voir ses places et ses prix. Les flèches du clavier passent d’une zone à l’autre.',
  'venue.legend': 'Fourchette de prix, du moins cher au plus cher',
  'venue.unavailable':
    'Les places et les prix ne sont pas disponibles pour le moment. Veuillez réessayer dans un instant.',
  'venue.whatsOn': 'À l’affiche cette semaine',
  'venue.dark': 'Pas de représentation',
  'venue.from': 'à partir de {price}',
  'venue.nowPlaying': 'À l’affiche',
  'venue.upcoming': 'Prochainement',
  'venue.past': 'Spectacles passés',
  'venue.state.closed': 'Terminé',
  'venue.state.opening': 'Première',
  'venue.state.reopening': 'Reprise',
  'venue.run': '{from} – {to}',
  'venue.since': 'Depuis le {date}',
  'venue.nearby': 'Théâtres à proximité',
  'venue.distance': 'à {distance} km',
  'venue.book': 'Réserver {show}',
} satisfies Translation<typeof en>;
