import type { CuratedTourGroup } from './types.ts';
import { VIENNA_THEATRE_COLLECTION, venueNamed } from './venues.ts';

/** Typical West End / Broadway week: evenings Mon–Sat (Tue–Sun on Broadway) plus two matinees. */
const WEST_END_WEEK = {
  1: ['19:30'],
  2: ['19:30'],
  3: ['14:30', '19:30'],
  4: ['19:30'],
  5: ['19:30'],
  6: ['14:30', '19:30'],
};
const BROADWAY_WEEK = {
  0: ['15:00'],
  2: ['19:00'],
  3: ['14:00', '19:00'],
  4: ['19:00'],
  5: ['20:00'],
  6: ['14:00', '20:00'],
};

/** Repertory at the Vienna opera houses: a performance every evening, matinées at the weekend. */
const VIENNA_REPERTORY = {
  0: ['11:00', '19:00'],
  1: ['19:00'],
  2: ['19:00'],
  3: ['19:00'],
  4: ['19:00'],
  5: ['19:00'],
  6: ['19:00'],
};
const VIENNA_MUSICAL_WEEK = {
  2: ['19:30'],
  3: ['19:30'],
  4: ['19:30'],
  5: ['19:30'],
  6: ['14:30', '19:30'],
  0: ['14:30'],
};
const CITY_OF = { 167: 'LONDON', 24: 'NEW_YORK', [VIENNA_THEATRE_COLLECTION]: 'VIENNA' } as const;

/**
 * A show at a curated theatre: one ticket type per seating level of its venue, the highest (cheapest)
 * first, so the "from" price is the balcony's and the stalls are the dearest.
 */
function show(
  tgid: number,
  name: string | Record<string, string>,
  venue: string,
  price: number,
  minutes: number,
  collectionId: keyof typeof CITY_OF,
  extra: Partial<CuratedTourGroup> = {},
): CuratedTourGroup {
  const names = typeof name === 'string' ? { en: name } : name;
  const en = names['en'] ?? '';
  const levels = venueNamed(CITY_OF[collectionId], venue)?.levels ?? [
    'Stalls',
    'Dress Circle',
    'Grand Circle',
  ];
  return {
    tgid,
    names,
    collectionId,
    subCategoryId: 1015,
    price,
    flowType: 'SEATMAP',
    duration: [minutes, minutes],
    venue,
    schedule: collectionId === 167 ? WEST_END_WEEK : collectionId === 24 ? BROADWAY_WEEK : VIENNA_REPERTORY,
    cancellableUpTo: null,
    reschedulableUpTo: 72,
    variants: [...levels].reverse(),
    highlights: [
      `See ${en} live at the ${venue}`,
      'Choose your own seats on the seating plan',
      'Instant confirmation with mobile tickets',
    ],
    inclusions: [`Ticket to ${en}`, 'Seat of your choice'],
    exclusions: ['Food and drinks', 'Cloakroom'],
    tags: ['INSTANT_CONFIRMATION', 'MOBILE_TICKET', 'DURATION'],
    ...extra,
  };
}

export const WEST_END: readonly CuratedTourGroup[] = [
  show(10001, 'The Lion King', 'Lyceum Theatre', 45, 150, 167, { descriptors: ['Best seller'] }),
  show(10002, 'Wicked', 'Apollo Victoria Theatre', 29, 165, 167, { descriptors: ['Most loved'] }),
  show(10003, 'Les Misérables', 'Sondheim Theatre', 28, 175, 167),
  show(10004, 'The Phantom of the Opera', "His Majesty's Theatre", 30, 150, 167),
  show(10005, 'Hamilton', 'Victoria Palace Theatre', 42, 165, 167, { descriptors: ['Selling out fast'] }),
  show(10006, 'Mamma Mia!', 'Novello Theatre', 25, 155, 167, {
    originalPrice: 35,
    descriptors: ['Special deal'],
  }),
  show(10007, 'Matilda The Musical', 'Cambridge Theatre', 25, 160, 167),
  show(10008, 'Back to the Future: The Musical', 'Adelphi Theatre', 30, 160, 167),
  show(10009, 'Moulin Rouge! The Musical', 'Piccadilly Theatre', 30, 165, 167),
  show(10010, 'The Book of Mormon', 'Prince of Wales Theatre', 35, 140, 167),
  show(10011, 'Harry Potter and the Cursed Child', 'Palace Theatre', 25, 215, 167),
  show(10012, 'Frozen The Musical', 'Theatre Royal Drury Lane', 27, 140, 167),
  show(10013, 'SIX The Musical', 'Vaudeville Theatre', 25, 80, 167, { originalPrice: 29 }),
  show(10014, 'MJ The Musical', 'Prince Edward Theatre', 30, 150, 167),
  show(10015, 'Hadestown', 'Lyric Theatre', 25, 150, 167),
];

export const BROADWAY: readonly CuratedTourGroup[] = [
  show(10101, 'The Lion King', 'Minskoff Theatre', 99, 150, 24, { descriptors: ['Best seller'] }),
  show(10102, 'Wicked', 'Gershwin Theatre', 89, 165, 24, { descriptors: ['Most loved'] }),
  show(10103, 'Hamilton', 'Richard Rodgers Theatre', 129, 165, 24, { descriptors: ['Selling out fast'] }),
  show(10104, 'Chicago', 'Ambassador Theatre', 69, 150, 24, { originalPrice: 89 }),
  show(10105, 'Aladdin', 'New Amsterdam Theatre', 79, 150, 24),
  show(10106, 'MJ The Musical', 'Neil Simon Theatre', 89, 150, 24),
  show(10107, 'Moulin Rouge! The Musical', 'Al Hirschfeld Theatre', 89, 165, 24),
  show(10108, 'Hadestown', 'Walter Kerr Theatre', 79, 150, 24),
  show(10109, 'The Book of Mormon', "Eugene O'Neill Theatre", 69, 140, 24),
  show(10110, 'SIX The Musical', 'Lena Horne Theatre', 69, 80, 24),
  show(10111, 'Harry Potter and the Cursed Child', 'Lyric Theatre', 59, 215, 24),
  show(10112, 'Back to the Future: The Musical', 'Winter Garden Theatre', 79, 160, 24),
];

/** The Vienna opera and musical microsite: repertory at the State Opera and the Volksoper, musicals of the VBW. */
export const VIENNA_THEATRE: readonly CuratedTourGroup[] = [
  show(
    10901,
    { en: 'The Magic Flute', de: 'Die Zauberflöte' },
    'Wiener Staatsoper',
    19,
    180,
    VIENNA_THEATRE_COLLECTION,
    {
      subCategoryId: 1018,
      descriptors: ['Best seller'],
    },
  ),
  show(10902, { en: 'La Bohème', de: 'La Bohème' }, 'Wiener Staatsoper', 19, 150, VIENNA_THEATRE_COLLECTION, {
    subCategoryId: 1018,
  }),
  show(
    10903,
    { en: 'The Nutcracker', de: 'Der Nussknacker' },
    'Wiener Staatsoper',
    15,
    135,
    VIENNA_THEATRE_COLLECTION,
    {
      subCategoryId: 1018,
      descriptors: ['Selling out fast'],
    },
  ),
  show(
    10904,
    { en: 'Die Fledermaus', de: 'Die Fledermaus' },
    'Volksoper Wien',
    16,
    195,
    VIENNA_THEATRE_COLLECTION,
    { subCategoryId: 1018 },
  ),
  show(
    10905,
    { en: 'The Merry Widow', de: 'Die lustige Witwe' },
    'Volksoper Wien',
    16,
    170,
    VIENNA_THEATRE_COLLECTION,
    { subCategoryId: 1018 },
  ),
  show(
    10906,
    { en: 'The Phantom of the Opera', de: 'Das Phantom der Oper' },
    'Raimund Theater',
    39,
    150,
    VIENNA_THEATRE_COLLECTION,
    {
      schedule: VIENNA_MUSICAL_WEEK,
    },
  ),
  show(10907, { en: 'Elisabeth', de: 'Elisabeth' }, 'Ronacher', 35, 165, VIENNA_THEATRE_COLLECTION, {
    schedule: VIENNA_MUSICAL_WEEK,
    descriptors: ['Most loved'],
  }),
];
