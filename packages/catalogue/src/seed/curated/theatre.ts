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
 * first, so the "from" price is the balcony's and the stalls are the dearest. `names` is the show's
 * title in each language its sites offer; the texts are templates (`{show}`, `{venue}`) that each
 * language's phrasebook (`translations/`) translates once for every show, with the title and the
 * theatre's name in that language.
 */
function show(
  tgid: number,
  names: Record<string, string>,
  venue: string,
  price: number,
  minutes: number,
  collectionId: keyof typeof CITY_OF,
  extra: Partial<CuratedTourGroup> = {},
): CuratedTourGroup {
  const found = venueNamed(CITY_OF[collectionId], venue);
  const levels = found?.levels ?? ['Stalls', 'Dress Circle', 'Grand Circle'];
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
      'See {show} live at the {venue}',
      'Choose your own seats on the seating plan',
      'Instant confirmation with mobile tickets',
    ],
    inclusions: ['Ticket to {show}', 'Seat of your choice'],
    exclusions: ['Food and drinks', 'Cloakroom'],
    tags: ['INSTANT_CONFIRMATION', 'MOBILE_TICKET', 'DURATION'],
    // The English text names the venue as written here (the Vienna houses by their German names).
    placeholders: { show: names, venue: { ...found?.names, en: venue } },
    ...extra,
  };
}

/** A title per language: English, then the translations (`{ en, es, fr, … }`). */
const t = (en: string, more: Record<string, string>): Record<string, string> => ({ en, ...more });

/** London's West End: titles in the languages of london-theatre-tickets.com (es, fr, ja, ar). */
export const WEST_END: readonly CuratedTourGroup[] = [
  show(
    10001,
    t('The Lion King', {
      es: 'El Rey León',
      fr: 'Le Roi Lion',
      ja: 'ライオンキング',
      ar: 'الأسد الملك',
      cn: '狮子王',
    }),
    'Lyceum Theatre',
    45,
    150,
    167,
    { descriptors: ['Best seller'] },
  ),
  show(
    10002,
    t('Wicked', { es: 'Wicked', fr: 'Wicked', ja: 'ウィキッド', ar: 'ويكد', cn: '魔法坏女巫' }),
    'Apollo Victoria Theatre',
    29,
    165,
    167,
    { descriptors: ['Most loved'] },
  ),
  show(
    10003,
    t('Les Misérables', {
      es: 'Les Misérables',
      fr: 'Les Misérables',
      ja: 'レ・ミゼラブル',
      ar: 'البؤساء',
      cn: '悲惨世界',
    }),
    'Sondheim Theatre',
    28,
    175,
    167,
  ),
  show(
    10004,
    t('The Phantom of the Opera', {
      es: 'El fantasma de la ópera',
      fr: 'Le Fantôme de l’Opéra',
      ja: 'オペラ座の怪人',
      ar: 'شبح الأوبرا',
      cn: '歌剧魅影',
    }),
    "His Majesty's Theatre",
    30,
    150,
    167,
  ),
  show(
    10005,
    t('Hamilton', { es: 'Hamilton', fr: 'Hamilton', ja: 'ハミルトン', ar: 'هاملتون', cn: '汉密尔顿' }),
    'Victoria Palace Theatre',
    42,
    165,
    167,
    { descriptors: ['Selling out fast'] },
  ),
  show(
    10006,
    t('Mamma Mia!', {
      es: 'Mamma Mia!',
      fr: 'Mamma Mia!',
      ja: 'マンマ・ミーア！',
      ar: 'ماما ميا!',
      cn: '妈妈咪呀！',
    }),
    'Novello Theatre',
    25,
    155,
    167,
    { originalPrice: 35, descriptors: ['Special deal'] },
  ),
  show(
    10007,
    t('Matilda The Musical', {
      es: 'Matilda, el musical',
      fr: 'Matilda, la comédie musicale',
      ja: 'マチルダ・ザ・ミュージカル',
      ar: 'ماتيلدا: المسرحية الموسيقية',
      cn: '玛蒂尔达音乐剧',
    }),
    'Cambridge Theatre',
    25,
    160,
    167,
  ),
  show(
    10008,
    t('Back to the Future: The Musical', {
      es: 'Regreso al futuro: el musical',
      fr: 'Retour vers le futur : la comédie musicale',
      ja: 'バック・トゥ・ザ・フューチャー ミュージカル',
      ar: 'العودة إلى المستقبل: المسرحية الموسيقية',
      cn: '回到未来音乐剧',
    }),
    'Adelphi Theatre',
    30,
    160,
    167,
  ),
  show(
    10009,
    t('Moulin Rouge! The Musical', {
      es: 'Moulin Rouge! El musical',
      fr: 'Moulin Rouge! La comédie musicale',
      ja: 'ムーラン・ルージュ！ザ・ミュージカル',
      ar: 'مولان روج! المسرحية الموسيقية',
      cn: '红磨坊音乐剧',
    }),
    'Piccadilly Theatre',
    30,
    165,
    167,
  ),
  show(
    10010,
    t('The Book of Mormon', {
      es: 'The Book of Mormon',
      fr: 'The Book of Mormon',
      ja: 'ブック・オブ・モルモン',
      ar: 'ذا بوك أوف مورمون',
      cn: '摩门经',
    }),
    'Prince of Wales Theatre',
    35,
    140,
    167,
  ),
  show(
    10011,
    t('Harry Potter and the Cursed Child', {
      es: 'Harry Potter y el legado maldito',
      fr: 'Harry Potter et l’Enfant maudit',
      ja: 'ハリー・ポッターと呪いの子',
      ar: 'هاري بوتر والطفل الملعون',
      cn: '哈利·波特与被诅咒的孩子',
    }),
    'Palace Theatre',
    25,
    215,
    167,
  ),
  show(
    10012,
    t('Frozen The Musical', {
      es: 'Frozen, el musical',
      fr: 'La Reine des neiges, la comédie musicale',
      ja: 'ミュージカル アナと雪の女王',
      ar: 'فروزن: المسرحية الموسيقية',
      cn: '冰雪奇缘音乐剧',
    }),
    'Theatre Royal Drury Lane',
    27,
    140,
    167,
  ),
  show(
    10013,
    t('SIX The Musical', {
      es: 'SIX, el musical',
      fr: 'SIX, la comédie musicale',
      ja: 'ミュージカル SIX',
      ar: 'مسرحية SIX الموسيقية',
      cn: 'SIX音乐剧',
    }),
    'Vaudeville Theatre',
    25,
    80,
    167,
    { originalPrice: 29 },
  ),
  show(
    10014,
    t('MJ The Musical', {
      es: 'MJ, el musical',
      fr: 'MJ, la comédie musicale',
      ja: 'MJ ザ・ミュージカル',
      ar: 'إم جيه: المسرحية الموسيقية',
      cn: 'MJ音乐剧',
    }),
    'Prince Edward Theatre',
    30,
    150,
    167,
  ),
  show(
    10015,
    t('Hadestown', { es: 'Hadestown', fr: 'Hadestown', ja: 'ハデスタウン', ar: 'هاديستاون', cn: '冥界之城' }),
    'Lyric Theatre',
    25,
    150,
    167,
  ),
];

/**
 * Broadway: titles in the languages of broadway-show-tickets.com (es, de, ar, cn) and in French (the
 * London site's "London and Broadway" page lists them in French).
 */
export const BROADWAY: readonly CuratedTourGroup[] = [
  show(
    10101,
    t('The Lion King', {
      fr: 'Le Roi Lion',
      es: 'El Rey León',
      de: 'Der König der Löwen',
      ar: 'الأسد الملك',
      cn: '狮子王',
    }),
    'Minskoff Theatre',
    99,
    150,
    24,
    { descriptors: ['Best seller'] },
  ),
  show(
    10102,
    t('Wicked', { fr: 'Wicked', es: 'Wicked', de: 'Wicked', ar: 'ويكد', cn: '魔法坏女巫' }),
    'Gershwin Theatre',
    89,
    165,
    24,
    { descriptors: ['Most loved'] },
  ),
  show(
    10103,
    t('Hamilton', { fr: 'Hamilton', es: 'Hamilton', de: 'Hamilton', ar: 'هاملتون', cn: '汉密尔顿' }),
    'Richard Rodgers Theatre',
    129,
    165,
    24,
    { descriptors: ['Selling out fast'] },
  ),
  show(
    10104,
    t('Chicago', { fr: 'Chicago', es: 'Chicago', de: 'Chicago', ar: 'شيكاغو', cn: '芝加哥' }),
    'Ambassador Theatre',
    69,
    150,
    24,
    { originalPrice: 89 },
  ),
  show(
    10105,
    t('Aladdin', { fr: 'Aladdin', es: 'Aladdín', de: 'Aladdin', ar: 'علاء الدين', cn: '阿拉丁' }),
    'New Amsterdam Theatre',
    79,
    150,
    24,
  ),
  show(
    10106,
    t('MJ The Musical', {
      fr: 'MJ, la comédie musicale',
      es: 'MJ, el musical',
      de: 'MJ – Das Musical',
      ar: 'إم جيه: المسرحية الموسيقية',
      cn: 'MJ音乐剧',
    }),
    'Neil Simon Theatre',
    89,
    150,
    24,
  ),
  show(
    10107,
    t('Moulin Rouge! The Musical', {
      fr: 'Moulin Rouge! La comédie musicale',
      es: 'Moulin Rouge! El musical',
      de: 'Moulin Rouge! Das Musical',
      ar: 'مولان روج! المسرحية الموسيقية',
      cn: '红磨坊音乐剧',
    }),
    'Al Hirschfeld Theatre',
    89,
    165,
    24,
  ),
  show(
    10108,
    t('Hadestown', { fr: 'Hadestown', es: 'Hadestown', de: 'Hadestown', ar: 'هاديستاون', cn: '冥界之城' }),
    'Walter Kerr Theatre',
    79,
    150,
    24,
  ),
  show(
    10109,
    t('The Book of Mormon', {
      fr: 'The Book of Mormon',
      es: 'The Book of Mormon',
      de: 'The Book of Mormon',
      ar: 'ذا بوك أوف مورمون',
      cn: '摩门经',
    }),
    "Eugene O'Neill Theatre",
    69,
    140,
    24,
  ),
  show(
    10110,
    t('SIX The Musical', {
      fr: 'SIX, la comédie musicale',
      es: 'SIX, el musical',
      de: 'SIX – Das Musical',
      ar: 'مسرحية SIX الموسيقية',
      cn: 'SIX音乐剧',
    }),
    'Lena Horne Theatre',
    69,
    80,
    24,
  ),
  show(
    10111,
    t('Harry Potter and the Cursed Child', {
      fr: 'Harry Potter et l’Enfant maudit',
      es: 'Harry Potter y el legado maldito',
      de: 'Harry Potter und das verwunschene Kind',
      ar: 'هاري بوتر والطفل الملعون',
      cn: '哈利·波特与被诅咒的孩子',
    }),
    'Lyric Theatre',
    59,
    215,
    24,
  ),
  show(
    10112,
    t('Back to the Future: The Musical', {
      fr: 'Retour vers le futur : la comédie musicale',
      es: 'Regreso al futuro: el musical',
      de: 'Zurück in die Zukunft – Das Musical',
      ar: 'العودة إلى المستقبل: المسرحية الموسيقية',
      cn: '回到未来音乐剧',
    }),
    'Winter Garden Theatre',
    79,
    160,
    24,
  ),
];

/**
 * The Vienna opera and musical microsite (de, ja, ar): repertory at the State Opera and the
 * Volksoper, musicals of the VBW.
 */
export const VIENNA_THEATRE: readonly CuratedTourGroup[] = [
  show(
    10901,
    t('The Magic Flute', { de: 'Die Zauberflöte', ja: '魔笛', ar: 'الناي السحري' }),
    'Wiener Staatsoper',
    19,
    180,
    VIENNA_THEATRE_COLLECTION,
    {
      subCategoryId: 1018,
      descriptors: ['Best seller'],
    },
  ),
  show(
    10902,
    t('La Bohème', { de: 'La Bohème', ja: 'ラ・ボエーム', ar: 'لا بوهيم' }),
    'Wiener Staatsoper',
    19,
    150,
    VIENNA_THEATRE_COLLECTION,
    { subCategoryId: 1018 },
  ),
  show(
    10903,
    t('The Nutcracker', { de: 'Der Nussknacker', ja: 'くるみ割り人形', ar: 'كسارة البندق' }),
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
    t('Die Fledermaus', { de: 'Die Fledermaus', ja: 'こうもり', ar: 'الخفاش' }),
    'Volksoper Wien',
    16,
    195,
    VIENNA_THEATRE_COLLECTION,
    { subCategoryId: 1018 },
  ),
  show(
    10905,
    t('The Merry Widow', { de: 'Die lustige Witwe', ja: 'メリー・ウィドウ', ar: 'الأرملة الطروب' }),
    'Volksoper Wien',
    16,
    170,
    VIENNA_THEATRE_COLLECTION,
    { subCategoryId: 1018 },
  ),
  show(
    10906,
    t('The Phantom of the Opera', { de: 'Das Phantom der Oper', ja: 'オペラ座の怪人', ar: 'شبح الأوبرا' }),
    'Raimund Theater',
    39,
    150,
    VIENNA_THEATRE_COLLECTION,
    {
      schedule: VIENNA_MUSICAL_WEEK,
    },
  ),
  show(
    10907,
    t('Elisabeth', { de: 'Elisabeth', ja: 'エリザベート', ar: 'إليزابيث' }),
    'Ronacher',
    35,
    165,
    VIENNA_THEATRE_COLLECTION,
    {
      schedule: VIENNA_MUSICAL_WEEK,
      descriptors: ['Most loved'],
    },
  ),
];
