import { CURATED_TOUR_GROUPS } from '../curated/index.ts';
import { CURATED_VENUES, sectionSeats, venueNamed } from '../curated/venues.ts';
import { phraseInEveryLanguage } from '../curated/translations/index.ts';
import { PORT_DE_LA_BOURDONNAIS, SEINE_PIERS } from '../curated/seinePiers.ts';
import { slugify } from './productSpec.ts';
import { lastSunday, operatingSchedule, seasonalSchedule } from './placeRows.ts';

/**
 * The Colosseum's real seasonal hours (Parco archeologico del Colosseo): 8:30 until an hour after last
 * entry, closing with the daylight, from 16:30 in winter to 19:15 in summer.
 */
const COLOSSEUM_SEASONS = [
  { from: '01-01', open: '08:30', close: '16:30', lastEntry: '15:30' },
  { from: '02-16', open: '08:30', close: '17:00', lastEntry: '16:00' },
  { from: '03-16', open: '08:30', close: '17:30', lastEntry: '16:30' },
  { from: (y: number) => lastSunday(y, 3), open: '08:30', close: '19:15', lastEntry: '18:15' },
  { from: '09-01', open: '08:30', close: '19:00', lastEntry: '18:00' },
  { from: '10-01', open: '08:30', close: '18:30', lastEntry: '17:30' },
  { from: (y: number) => lastSunday(y, 10), open: '08:30', close: '16:30', lastEntry: '15:30' },
];

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

/**
 * Points of interest of the curated collections (id = collection id) and the theatres (60000+, with
 * their seating sections and the shows playing there).
 */
export function curatedPois(year: number) {
  const s = operatingSchedule;
  const pois = [
    poi(
      176,
      'ROME',
      {
        en: 'Colosseum',
        it: 'Colosseo',
        fr: 'Colisée',
        es: 'Coliseo',
        de: 'Kolosseum',
        ar: 'الكولوسيوم',
        cn: '罗马斗兽场',
      },
      41.8902,
      12.4922,
      'Piazza del Colosseo, 1, 00184 Roma RM, Italy',
      seasonalSchedule(year, COLOSSEUM_SEASONS),
      'The largest amphitheatre ever built, completed in AD 80 under Emperor Titus.',
    ),
    poi(
      180,
      'ROME',
      {
        en: 'Vatican Museums',
        it: 'Musei Vaticani',
        es: 'Museos Vaticanos',
        fr: 'Musées du Vatican',
        ar: 'متاحف الفاتيكان',
        ja: 'バチカン美術館',
      },
      41.9065,
      12.4536,
      'Viale Vaticano, 00165 Roma RM, Italy',
      s(year, '08:00', '20:00', '18:00', [6]),
      'The papal art collections, with the Sistine Chapel and the Raphael Rooms.',
    ),
    poi(
      190,
      'PARIS',
      { en: 'Eiffel Tower', fr: 'Tour Eiffel', de: 'Eiffelturm', ar: 'برج إيفل', cn: '埃菲尔铁塔' },
      48.8584,
      2.2945,
      'Champ de Mars, 5 Av. Anatole France, 75007 Paris, France',
      s(year, '09:00', '23:45', '22:45'),
      'The wrought-iron lattice tower built by Gustave Eiffel for the 1889 World’s Fair.',
    ),
    poi(
      191,
      'PARIS',
      { en: 'Louvre Museum', fr: 'Musée du Louvre', de: 'Louvre', ar: 'متحف اللوفر', cn: '卢浮宫' },
      48.8606,
      2.3376,
      'Rue de Rivoli, 75001 Paris, France',
      s(year, '09:00', '18:00', '17:00', [1]),
      'The world’s most-visited museum, home of the Mona Lisa.',
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
      { en: 'Acropolis of Athens', fr: 'Acropole d’Athènes', it: 'Acropoli di Atene', ar: 'أكروبوليس أثينا' },
      37.9715,
      23.7257,
      'Athens 105 58, Greece',
      s(year, '08:00', '20:00', '19:30'),
      'The ancient citadel above Athens with the Parthenon.',
    ),
    poi(
      196,
      'NAPLES',
      {
        en: 'Pompeii Archaeological Park',
        it: 'Parco Archeologico di Pompei',
        fr: 'Parc archéologique de Pompéi',
        ar: 'منتزه بومبي الأثري',
      },
      40.7497,
      14.4869,
      'Via Villa dei Misteri, 2, 80045 Pompei NA, Italy',
      s(year, '09:00', '19:00', '17:30', [0]),
      'The Roman town buried by the eruption of Vesuvius in AD 79.',
    ),
  ];
  const links = pois.map((p) => ({ collection_id: p.id, poi_id: p.id }));
  // The Seine piers belong to the Seine cruises collection; their content says how to get there.
  for (const pier of SEINE_PIERS) {
    pois.push({
      id: pier.id,
      city_code: 'PARIS',
      names: { ...pier.names, en: pier.names['en'] ?? '' },
      content: { ...pier.transit, en: pier.transit['en'] ?? '' },
      latitude: pier.latitude,
      longitude: pier.longitude,
      address: pier.address,
      operating_schedules: s(year, '09:30', '23:00', '22:30'),
    });
    links.push({ collection_id: PORT_DE_LA_BOURDONNAIS, poi_id: pier.id });
  }
  const venues = [];
  const venueShows = [];
  for (const v of CURATED_VENUES) {
    pois.push(
      poi(
        v.id,
        v.city,
        v.names,
        v.latitude,
        v.longitude,
        v.address,
        s(year, '10:00', '20:00', '19:45'),
        v.about,
      ),
    );
    links.push({ collection_id: v.collectionId, poi_id: v.id });
    const seats = sectionSeats(v.capacity, v.levels.length);
    venues.push({
      poi_id: v.id,
      opened: v.opened,
      capacity: v.capacity,
      sections: v.levels.map((name, level) => ({
        key: slugify(name),
        // A seating level is named like the ticket type of the same name.
        names: phraseInEveryLanguage(name),
        level,
        seats: seats[level] ?? 0,
      })),
    });
  }
  for (const tg of CURATED_TOUR_GROUPS) {
    const collection = CURATED_VENUES.find((v) => v.collectionId === tg.collectionId);
    const found = tg.venue && collection ? venueNamed(collection.city, tg.venue) : undefined;
    if (found) venueShows.push({ poi_id: found.id, tgid: tg.tgid });
  }
  return { pois, links, venues, venueShows };
}
