import { CURATED_TOUR_GROUPS } from '../curated/index.ts';
import { CITIES } from '../reference/geo.ts';
import { operatingSchedule } from './placeRows.ts';

type Poi = ReturnType<typeof poi>;

function poi(
  id: number,
  city: string,
  names: Record<string, string>,
  lat: number,
  lon: number,
  address: string,
  schedule: ReturnType<typeof operatingSchedule>,
  content: string,
) {
  return {
    id,
    city_code: city,
    names,
    content: { en: content },
    latitude: lat,
    longitude: lon,
    address,
    operating_schedules: schedule,
  };
}

/** Points of interest of the curated collections (id = collection id) and the theatres (60000+). */
export function curatedPois(year: number): {
  pois: Poi[];
  links: { collection_id: number; poi_id: number }[];
} {
  const s = operatingSchedule;
  const pois = [
    poi(
      176,
      'ROME',
      { en: 'Colosseum', it: 'Colosseo', fr: 'Colisée', es: 'Coliseo', de: 'Kolosseum' },
      41.8902,
      12.4922,
      'Piazza del Colosseo, 1, 00184 Roma RM, Italy',
      s(year, '08:30', '19:15', '18:15'),
      'The largest amphitheatre ever built, completed in AD 80 under Emperor Titus.',
    ),
    poi(
      180,
      'ROME',
      { en: 'Vatican Museums', it: 'Musei Vaticani' },
      41.9065,
      12.4536,
      'Viale Vaticano, 00165 Roma RM, Italy',
      s(year, '08:00', '20:00', '18:00', [6]),
      'The papal art collections, with the Sistine Chapel and the Raphael Rooms.',
    ),
    poi(
      190,
      'PARIS',
      { en: 'Eiffel Tower', fr: 'Tour Eiffel' },
      48.8584,
      2.2945,
      'Champ de Mars, 5 Av. Anatole France, 75007 Paris, France',
      s(year, '09:00', '23:45', '22:45'),
      'The wrought-iron lattice tower built by Gustave Eiffel for the 1889 World’s Fair.',
    ),
    poi(
      191,
      'PARIS',
      { en: 'Louvre Museum', fr: 'Musée du Louvre' },
      48.8606,
      2.3376,
      'Rue de Rivoli, 75001 Paris, France',
      s(year, '09:00', '18:00', '17:00', [1]),
      'The world’s most-visited museum, home of the Mona Lisa.',
    ),
    poi(
      192,
      'PARIS',
      { en: 'Port de la Bourdonnais', fr: 'Port de la Bourdonnais' },
      48.8599,
      2.2931,
      'Port de la Bourdonnais, 75007 Paris, France',
      s(year, '10:00', '23:00', '22:00'),
      'The Seine pier at the foot of the Eiffel Tower where most cruises depart.',
    ),
    poi(
      193,
      'LONDON',
      { en: 'Green Park (Stop 1)' },
      51.5067,
      -0.1428,
      'Piccadilly, London W1J 9HS, United Kingdom',
      s(year, '08:30', '18:00', '17:00'),
      'The main hop-on hop-off boarding point by Green Park station.',
    ),
    poi(
      195,
      'ATHENS',
      { en: 'Acropolis of Athens', fr: 'Acropole d’Athènes', it: 'Acropoli di Atene' },
      37.9715,
      23.7257,
      'Athens 105 58, Greece',
      s(year, '08:00', '20:00', '19:30'),
      'The ancient citadel above Athens with the Parthenon.',
    ),
    poi(
      196,
      'NAPLES',
      { en: 'Pompeii Archaeological Park', it: 'Parco Archeologico di Pompei' },
      40.7497,
      14.4869,
      'Via Villa dei Misteri, 2, 80045 Pompei NA, Italy',
      s(year, '09:00', '19:00', '17:30', [0]),
      'The Roman town buried by the eruption of Vesuvius in AD 79.',
    ),
  ];
  const links = pois.map((p) => ({ collection_id: p.id, poi_id: p.id }));
  const venues = new Map<string, { venue: string; collectionId: number; city: string }>();
  for (const tg of CURATED_TOUR_GROUPS) {
    if (!tg.venue) continue;
    const city = tg.collectionId === 24 ? 'NEW_YORK' : 'LONDON';
    venues.set(`${city}:${tg.venue}`, { venue: tg.venue, collectionId: tg.collectionId, city });
  }
  let id = 60_000;
  for (const { venue, collectionId, city } of venues.values()) {
    const centre = CITIES.find((c) => c.code === city);
    const offset = (id % 17) / 1000;
    pois.push(
      poi(
        id,
        city,
        { en: venue },
        (centre?.lat ?? 0) + offset,
        (centre?.lon ?? 0) - offset,
        `${venue}, ${centre?.names['en'] ?? city}`,
        s(year, '10:00', '23:00', '19:45'),
        `${venue}, a theatre in ${city === 'LONDON' ? 'the West End' : 'the Broadway Theater District'}.`,
      ),
    );
    links.push({ collection_id: collectionId, poi_id: id });
    id++;
  }
  return { pois, links };
}
