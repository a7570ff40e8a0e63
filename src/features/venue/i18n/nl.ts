import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'venue.about': 'Over het theater',
  'venue.address': 'Adres',
  'venue.opened': 'Geopend',
  'venue.capacity': 'Plaatsen',
  'venue.seatingPlan': 'Zaalplattegrond',
  'venue.seatingPlanOf': 'Zaalplattegrond van {venue}',
  'venue.fullPlan': 'Zaalplattegrond en beste plaatsen',
  'venue.stage': 'Podium',
  'venue.section': 'Rang',
  'venue.prices': 'Ticketprijzen',
  'venue.priceBand': '{from} – {to}',
  'venue.notOnSale': 'Niet te koop',
  'venue.sectionLabel': {
    one: '{name}: {count} plaats, {price}',
    other: '{name}: {count} plaatsen, {price}',
  },
  'venue.mapHint':
    'Kies een rang om plaatsen en prijzen te zien. Met de pijltjestoetsen ga je naar een andere rang.',
  'venue.legend': 'Prijsklasse, goedkoopste eerst',
  'venue.unavailable': 'Plaatsen en prijzen zijn nu niet beschikbaar. Probeer het zo nog eens.',
  'venue.whatsOn': 'Deze week te zien',
  'venue.dark': 'Geen voorstellingen',
  'venue.from': 'vanaf {price}',
  'venue.nowPlaying': 'Nu te zien',
  'venue.upcoming': 'Binnenkort',
  'venue.past': 'Eerdere voorstellingen',
  'venue.state.closed': 'Afgelopen',
  'venue.state.opening': 'Première',
  'venue.state.reopening': 'Hernieuwde première',
  'venue.run': '{from} – {to}',
  'venue.since': 'Sinds {date}',
  'venue.nearby': 'Theaters in de buurt',
  'venue.distance': '{distance} km verderop',
  'venue.book': '{show} boeken',
} satisfies Translation<typeof en>;
