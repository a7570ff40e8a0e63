import type { CuratedCollection } from './types.ts';

/**
 * The collections behind the demo microsites. 167 (West End) and 24 (Broadway) are the ids of
 * spec 001 §9; the per-site limits of the same section cap the Colosseum and Acropolis (500),
 * Eiffel Tower (300), Pompeii (750) and Vatican (1200) collections.
 */
export const CURATED_COLLECTIONS: readonly CuratedCollection[] = [
  {
    id: 167,
    site: 'london-theatre-tickets.com',
    city: 'LONDON',
    names: {
      en: 'West End Shows',
      fr: 'Spectacles du West End',
      it: 'Spettacoli del West End',
      es: 'Espectáculos del West End',
      de: 'West-End-Shows',
    },
    metaDescription:
      'Book tickets for the best West End musicals and plays in London, from The Lion King to Hamilton.',
  },
  {
    id: 24,
    site: 'broadway-show-tickets.com',
    city: 'NEW_YORK',
    names: {
      en: 'Broadway Shows',
      fr: 'Spectacles de Broadway',
      it: 'Spettacoli di Broadway',
      es: 'Espectáculos de Broadway',
      de: 'Broadway-Shows',
    },
    metaDescription:
      'Tickets for the hottest Broadway musicals in New York City, with the best seats and prices.',
  },
  {
    id: 260,
    site: 'vienna-opera-tickets.com',
    city: 'VIENNA',
    names: {
      en: 'Vienna Opera & Musicals',
      de: 'Oper & Musicals in Wien',
      fr: 'Opéra et comédies musicales à Vienne',
      it: 'Opera e musical a Vienna',
      es: 'Ópera y musicales en Viena',
    },
    metaDescription:
      'Tickets for the Vienna State Opera, the Volksoper and the musicals of the Raimund Theater and the Ronacher.',
  },
  {
    id: 176,
    site: 'colosseum-rome-tickets.com',
    city: 'ROME',
    names: { en: 'Colosseum', it: 'Colosseo', fr: 'Colisée', es: 'Coliseo', de: 'Kolosseum' },
    metaDescription:
      'Skip-the-line Colosseum tickets and guided tours, including the Roman Forum and Palatine Hill.',
    limit: 500,
  },
  {
    id: 180,
    site: 'vatican-museums-tickets.com',
    city: 'ROME',
    names: {
      en: 'Vatican Museums',
      it: 'Musei Vaticani',
      fr: 'Musées du Vatican',
      es: 'Museos Vaticanos',
      de: 'Vatikanische Museen',
    },
    metaDescription: 'Vatican Museums and Sistine Chapel tickets and tours, with St. Peter’s Basilica.',
    limit: 1200,
  },
  {
    id: 190,
    site: 'paris-city-tickets.com',
    city: 'PARIS',
    names: {
      en: 'Eiffel Tower',
      fr: 'Tour Eiffel',
      it: 'Torre Eiffel',
      es: 'Torre Eiffel',
      de: 'Eiffelturm',
    },
    metaDescription: 'Eiffel Tower tickets with summit access, guided climbs and dinner.',
    limit: 300,
  },
  {
    id: 191,
    site: 'paris-city-tickets.com',
    city: 'PARIS',
    names: {
      en: 'Louvre Museum',
      fr: 'Musée du Louvre',
      it: 'Museo del Louvre',
      es: 'Museo del Louvre',
      de: 'Louvre',
    },
    metaDescription: 'Timed-entry Louvre tickets and guided tours to the Mona Lisa and beyond.',
  },
  {
    id: 192,
    site: 'paris-city-tickets.com',
    city: 'PARIS',
    names: {
      en: 'Seine River Cruises',
      fr: 'Croisières sur la Seine',
      it: 'Crociere sulla Senna',
      es: 'Cruceros por el Sena',
      de: 'Seine-Rundfahrten',
    },
    metaDescription:
      'Sightseeing, lunch and dinner cruises on the Seine with Bateaux Parisiens, Bateaux Mouches and Vedettes de Paris.',
  },
  {
    id: 193,
    site: 'london-hop-on-hop-off-tours.com',
    city: 'LONDON',
    names: {
      en: 'London Hop-On Hop-Off Tours',
      fr: 'Bus touristiques à Londres',
      it: 'Bus hop-on hop-off a Londra',
      es: 'Autobuses turísticos de Londres',
      de: 'Hop-on Hop-off Touren in London',
    },
    metaDescription: 'Compare Big Bus, Tootbus and City Sightseeing hop-on hop-off bus tours of London.',
  },
  {
    id: 194,
    site: 'rome-airport-transfers.com',
    city: 'ROME',
    names: {
      en: 'Rome Airport Transfers',
      it: 'Transfer aeroporto Roma',
      fr: 'Transferts aéroport Rome',
      es: 'Traslados aeropuerto Roma',
      de: 'Flughafentransfers Rom',
    },
    metaDescription:
      'Private and shared transfers between Rome and Fiumicino (FCO) or Ciampino (CIA) airports.',
  },
  {
    id: 195,
    site: 'acropolis-tickets.com',
    city: 'ATHENS',
    names: { en: 'Acropolis', fr: 'Acropole', it: 'Acropoli', es: 'Acrópolis', de: 'Akropolis' },
    metaDescription: 'Acropolis and Parthenon tickets and guided tours in Athens.',
    limit: 500,
  },
  {
    id: 196,
    site: 'pompeii-tickets.com',
    city: 'NAPLES',
    names: { en: 'Pompeii', it: 'Pompei', fr: 'Pompéi', es: 'Pompeya', de: 'Pompeji' },
    metaDescription: 'Pompeii archaeological park tickets, guided tours and day trips.',
    limit: 750,
  },
  {
    id: 230,
    site: 'colosseum-rome-tickets.com',
    city: 'ROME',
    names: {
      en: 'Day Trips from Rome',
      it: 'Gite di un giorno da Roma',
      fr: 'Excursions d’une journée depuis Rome',
      es: 'Excursiones de un día desde Roma',
      de: 'Tagesausflüge ab Rom',
    },
    metaDescription:
      'Day trips from Rome to Pompeii, the Amalfi Coast, Florence, Tivoli, Orvieto and Assisi.',
  },
];
