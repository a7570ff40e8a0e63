/**
 * The theatres of the demo microsites: real venues with their real addresses, coordinates, year of
 * opening, approximate capacity and seating levels, from the stage outwards. Names are written the
 * way the sites' languages write them (ライシアム劇場, مسرح غيرشوين); Latin-script languages keep the
 * English name. Ids are stable (content tags name them: `poi-60001-seatmap` is the Lyceum
 * Theatre). Section sizes are split from the capacity by level (see `sectionSeats`), so they add up
 * to it.
 */
export interface CuratedVenue {
  id: number;
  city: 'LONDON' | 'NEW_YORK' | 'VIENNA';
  collectionId: number;
  names: Record<string, string>;
  address: string;
  latitude: number;
  longitude: number;
  opened: number;
  capacity: number;
  /** Seating levels from the stage outwards; shows sell one variant per level. */
  levels: readonly string[];
  about: string;
}

const WEST_END = 167;
const BROADWAY = 24;
export const VIENNA_THEATRE_COLLECTION = 260;

function venue(
  id: number,
  city: CuratedVenue['city'],
  name: string | Record<string, string>,
  address: string,
  [latitude, longitude]: readonly [number, number],
  opened: number,
  capacity: number,
  levels: readonly string[],
  about: string,
): CuratedVenue {
  const collectionId =
    city === 'LONDON' ? WEST_END : city === 'NEW_YORK' ? BROADWAY : VIENNA_THEATRE_COLLECTION;
  const names = typeof name === 'string' ? { en: name } : name;
  return { id, city, collectionId, names, address, latitude, longitude, opened, capacity, levels, about };
}

export const CURATED_VENUES: readonly CuratedVenue[] = [
  venue(
    60001,
    'LONDON',
    { en: 'Lyceum Theatre', ja: 'ライシアム劇場', ar: 'مسرح ليسيوم' },
    '21 Wellington Street, London WC2E 7RQ, United Kingdom',
    [51.5115, -0.12],
    1834,
    2100,
    ['Stalls', 'Royal Circle', 'Grand Circle'],
    'A Victorian theatre off the Strand, restored in 1996 and home to Disney’s The Lion King since 1999.',
  ),
  venue(
    60002,
    'LONDON',
    { en: 'Apollo Victoria Theatre', ja: 'アポロ・ヴィクトリア劇場', ar: 'مسرح أبولو فيكتوريا' },
    '17 Wilton Road, London SW1V 1LG, United Kingdom',
    [51.4959, -0.1424],
    1930,
    2328,
    ['Stalls', 'Circle'],
    'An Art Deco cinema-turned-theatre opposite Victoria station, the West End home of Wicked since 2006.',
  ),
  venue(
    60003,
    'LONDON',
    { en: 'Sondheim Theatre', ja: 'ソンドハイム劇場', ar: 'مسرح سوندهايم' },
    '51 Shaftesbury Avenue, London W1D 6BA, United Kingdom',
    [51.5118, -0.1319],
    1907,
    1074,
    ['Stalls', 'Dress Circle', 'Grand Circle', 'Balcony'],
    'Opened as the Queen’s Theatre and renamed after Stephen Sondheim in 2019; Les Misérables has played here since 2004.',
  ),
  venue(
    60004,
    'LONDON',
    { en: "His Majesty's Theatre", ja: 'ヒズ・マジェスティーズ劇場', ar: 'مسرح هيز ماجستيز' },
    'Haymarket, London SW1Y 4QL, United Kingdom',
    [51.5085, -0.1317],
    1897,
    1216,
    ['Stalls', 'Royal Circle', 'Grand Circle', 'Balcony'],
    'Herbert Beerbohm Tree’s French Renaissance playhouse on the Haymarket, where The Phantom of the Opera opened in 1986.',
  ),
  venue(
    60005,
    'LONDON',
    { en: 'Victoria Palace Theatre', ja: 'ヴィクトリア・パレス劇場', ar: 'مسرح فيكتوريا بالاس' },
    '79 Victoria Street, London SW1E 5EA, United Kingdom',
    [51.4966, -0.1429],
    1911,
    1550,
    ['Stalls', 'Dress Circle', 'Grand Circle'],
    'Frank Matcham’s music hall with the golden ballerina on its dome, restored for Hamilton in 2017.',
  ),
  venue(
    60006,
    'LONDON',
    { en: 'Novello Theatre', ja: 'ノヴェロ劇場', ar: 'مسرح نوفيلو' },
    'Aldwych, London WC2B 4LD, United Kingdom',
    [51.5125, -0.1193],
    1905,
    1105,
    ['Stalls', 'Dress Circle', 'Grand Circle', 'Balcony'],
    'An Edwardian theatre on the Aldwych named after Ivor Novello, who lived above it; home of Mamma Mia! since 2012.',
  ),
  venue(
    60007,
    'LONDON',
    { en: 'Cambridge Theatre', ja: 'ケンブリッジ劇場', ar: 'مسرح كامبريدج' },
    'Earlham Street, London WC2H 9HU, United Kingdom',
    [51.5137, -0.1264],
    1930,
    1231,
    ['Stalls', 'Royal Circle', 'Grand Circle'],
    'A modernist theatre at Seven Dials, where Matilda The Musical has played since 2011.',
  ),
  venue(
    60008,
    'LONDON',
    { en: 'Adelphi Theatre', ja: 'アデルフィ劇場', ar: 'مسرح أديلفي' },
    '409–412 Strand, London WC2R 0NS, United Kingdom',
    [51.5104, -0.1228],
    1806,
    1500,
    ['Stalls', 'Royal Circle', 'Upper Circle'],
    'One of the Strand’s oldest theatres, rebuilt in Art Deco style in 1930.',
  ),
  venue(
    60009,
    'LONDON',
    { en: 'Piccadilly Theatre', ja: 'ピカデリー劇場', ar: 'مسرح بيكاديلي' },
    '16 Denman Street, London W1D 7DY, United Kingdom',
    [51.5107, -0.1355],
    1928,
    1232,
    ['Stalls', 'Royal Circle', 'Grand Circle'],
    'A 1920s theatre just behind Piccadilly Circus, transformed into the Moulin Rouge for the musical.',
  ),
  venue(
    60010,
    'LONDON',
    { en: 'Prince of Wales Theatre', ja: 'プリンス・オブ・ウェールズ劇場', ar: 'مسرح برينس أوف ويلز' },
    'Coventry Street, London W1D 6AS, United Kingdom',
    [51.5099, -0.1324],
    1884,
    1160,
    ['Stalls', 'Dress Circle', 'Royal Circle'],
    'Rebuilt in 1937 near Leicester Square and home of The Book of Mormon since 2013.',
  ),
  venue(
    60011,
    'LONDON',
    { en: 'Palace Theatre', ja: 'パレス劇場', ar: 'مسرح بالاس' },
    'Shaftesbury Avenue, London W1D 5AY, United Kingdom',
    [51.513, -0.1287],
    1891,
    1400,
    ['Stalls', 'Dress Circle', 'Grand Circle', 'Balcony'],
    'The red-brick landmark of Cambridge Circus, built as the Royal English Opera House.',
  ),
  venue(
    60012,
    'LONDON',
    {
      en: 'Theatre Royal Drury Lane',
      ja: 'シアター・ロイヤル・ドルリー・レーン',
      ar: 'مسرح رويال دروري لين',
    },
    'Catherine Street, London WC2B 5JF, United Kingdom',
    [51.5129, -0.1203],
    1812,
    1996,
    ['Stalls', 'Royal Circle', 'Grand Circle', 'Balcony'],
    'The oldest theatre site in London still in use, a playhouse since 1663; the present building dates from 1812.',
  ),
  venue(
    60013,
    'LONDON',
    { en: 'Vaudeville Theatre', ja: 'ヴォードヴィル劇場', ar: 'مسرح فودفيل' },
    '404 Strand, London WC2R 0NH, United Kingdom',
    [51.5103, -0.1225],
    1870,
    690,
    ['Stalls', 'Dress Circle', 'Upper Circle'],
    'An intimate Strand theatre behind a 1926 façade, the home of SIX.',
  ),
  venue(
    60014,
    'LONDON',
    { en: 'Prince Edward Theatre', ja: 'プリンス・エドワード劇場', ar: 'مسرح برينس إدوارد' },
    '28 Old Compton Street, London W1D 4HS, United Kingdom',
    [51.5136, -0.1304],
    1930,
    1716,
    ['Stalls', 'Dress Circle', 'Grand Circle'],
    'A Soho theatre where Evita, Miss Saigon and Mary Poppins had their West End runs.',
  ),
  venue(
    60015,
    'LONDON',
    { en: 'Lyric Theatre', ja: 'リリック劇場', ar: 'مسرح ليريك' },
    '29 Shaftesbury Avenue, London W1D 7ES, United Kingdom',
    [51.5113, -0.1333],
    1888,
    915,
    ['Stalls', 'Dress Circle', 'Upper Circle', 'Balcony'],
    'The oldest theatre on Shaftesbury Avenue, opened in 1888.',
  ),
  venue(
    60101,
    'NEW_YORK',
    { en: 'Minskoff Theatre', ar: 'مسرح مينسكوف', cn: '明斯科夫剧院' },
    '200 West 45th Street, New York, NY 10036, United States',
    [40.7577, -73.986],
    1973,
    1710,
    ['Orchestra', 'Mezzanine'],
    'A modern theatre above Times Square, reached by escalator, where The Lion King has played since 2006.',
  ),
  venue(
    60102,
    'NEW_YORK',
    { en: 'Gershwin Theatre', ar: 'مسرح غيرشوين', cn: '格什温剧院' },
    '222 West 51st Street, New York, NY 10019, United States',
    [40.7625, -73.9852],
    1972,
    1933,
    ['Orchestra', 'Front Mezzanine', 'Rear Mezzanine'],
    'Broadway’s largest theatre, home of Wicked since 2003.',
  ),
  venue(
    60103,
    'NEW_YORK',
    { en: 'Richard Rodgers Theatre', ar: 'مسرح ريتشارد رودجرز', cn: '理查德·罗杰斯剧院' },
    '226 West 46th Street, New York, NY 10036, United States',
    [40.7592, -73.9866],
    1925,
    1319,
    ['Orchestra', 'Front Mezzanine', 'Rear Mezzanine'],
    'A 1925 playhouse where Hamilton opened on Broadway in 2015.',
  ),
  venue(
    60104,
    'NEW_YORK',
    { en: 'Ambassador Theatre', ar: 'مسرح أمباسادور', cn: '大使剧院' },
    '219 West 49th Street, New York, NY 10019, United States',
    [40.7612, -73.9857],
    1921,
    1125,
    ['Orchestra', 'Mezzanine'],
    'Built diagonally on its lot, home of the revival of Chicago since 2003.',
  ),
  venue(
    60105,
    'NEW_YORK',
    { en: 'New Amsterdam Theatre', ar: 'مسرح نيو أمستردام', cn: '新阿姆斯特丹剧院' },
    '214 West 42nd Street, New York, NY 10036, United States',
    [40.7562, -73.9879],
    1903,
    1747,
    ['Orchestra', 'Mezzanine', 'Balcony'],
    'The Art Nouveau home of the Ziegfeld Follies, restored by Disney in 1997.',
  ),
  venue(
    60106,
    'NEW_YORK',
    { en: 'Neil Simon Theatre', ar: 'مسرح نيل سايمون', cn: '尼尔·西蒙剧院' },
    '250 West 52nd Street, New York, NY 10019, United States',
    [40.7631, -73.9843],
    1927,
    1467,
    ['Orchestra', 'Front Mezzanine', 'Rear Mezzanine'],
    'Opened as the Alvin Theatre in 1927 and renamed for the playwright in 1983.',
  ),
  venue(
    60107,
    'NEW_YORK',
    { en: 'Al Hirschfeld Theatre', ar: 'مسرح آل هيرشفيلد', cn: '艾尔·赫希菲尔德剧院' },
    '302 West 45th Street, New York, NY 10036, United States',
    [40.759, -73.9889],
    1924,
    1424,
    ['Orchestra', 'Mezzanine'],
    'Named after the caricaturist of Broadway, transformed into the Moulin Rouge in 2019.',
  ),
  venue(
    60108,
    'NEW_YORK',
    { en: 'Walter Kerr Theatre', ar: 'مسرح والتر كير', cn: '沃尔特·克尔剧院' },
    '219 West 48th Street, New York, NY 10036, United States',
    [40.7603, -73.9859],
    1921,
    945,
    ['Orchestra', 'Mezzanine', 'Balcony'],
    'An intimate 1921 playhouse, home of Hadestown since 2019.',
  ),
  venue(
    60109,
    'NEW_YORK',
    { en: "Eugene O'Neill Theatre", ar: 'مسرح يوجين أونيل', cn: '尤金·奥尼尔剧院' },
    '230 West 49th Street, New York, NY 10019, United States',
    [40.7608, -73.9861],
    1925,
    1066,
    ['Orchestra', 'Mezzanine'],
    'Where The Book of Mormon has played since 2011.',
  ),
  venue(
    60110,
    'NEW_YORK',
    { en: 'Lena Horne Theatre', ar: 'مسرح لينا هورن', cn: '莉娜·霍恩剧院' },
    '256 West 47th Street, New York, NY 10036, United States',
    [40.7597, -73.987],
    1926,
    1094,
    ['Orchestra', 'Mezzanine'],
    'Renamed in 2022 after the singer and actress Lena Horne; home of SIX.',
  ),
  venue(
    60111,
    'NEW_YORK',
    { en: 'Lyric Theatre', ar: 'مسرح ليريك', cn: '抒情剧院' },
    '214 West 43rd Street, New York, NY 10036, United States',
    [40.757, -73.9877],
    1998,
    1622,
    ['Orchestra', 'Dress Circle', 'Balcony'],
    'Broadway’s second-largest house, rebuilt for Harry Potter and the Cursed Child in 2018.',
  ),
  venue(
    60112,
    'NEW_YORK',
    { en: 'Winter Garden Theatre', ar: 'مسرح وينتر غاردن', cn: '冬园剧院' },
    '1634 Broadway, New York, NY 10019, United States',
    [40.7618, -73.9833],
    1911,
    1600,
    ['Orchestra', 'Mezzanine'],
    'A former horse exchange on Broadway itself, where Cats ran for 18 years.',
  ),
  venue(
    60201,
    'VIENNA',
    {
      en: 'Vienna State Opera',
      de: 'Wiener Staatsoper',
      ja: 'ウィーン国立歌劇場',
      ar: 'أوبرا فيينا الحكومية',
    },
    'Opernring 2, 1010 Wien, Austria',
    [48.2031, 16.3692],
    1869,
    1709,
    ['Parkett', 'Parterreloge', 'Balkon', 'Galerie'],
    'The opera house on the Ring, opened in 1869 with Mozart’s Don Giovanni, with a performance almost every night from September to June.',
  ),
  venue(
    60202,
    'VIENNA',
    {
      en: 'Volksoper Vienna',
      de: 'Volksoper Wien',
      ja: 'ウィーン・フォルクスオーパー',
      ar: 'فولكس أوبر فيينا',
    },
    'Währinger Straße 78, 1090 Wien, Austria',
    [48.2259, 16.3502],
    1898,
    1261,
    ['Parkett', 'Balkon', 'Galerie'],
    'Vienna’s house of operetta, with Strauss and Lehár in repertory alongside opera, musicals and ballet.',
  ),
  venue(
    60203,
    'VIENNA',
    { en: 'Raimund Theater', ja: 'ライムント劇場', ar: 'مسرح رايموند' },
    'Wallgasse 18–20, 1060 Wien, Austria',
    [48.1945, 16.3432],
    1893,
    1193,
    ['Parkett', 'Balkon'],
    'A musical theatre of the Vereinigte Bühnen Wien in Mariahilf, renovated in 2022.',
  ),
  venue(
    60204,
    'VIENNA',
    { en: 'Ronacher', ja: 'ロナハー劇場', ar: 'مسرح روناخر' },
    'Seilerstätte 9, 1010 Wien, Austria',
    [48.2057, 16.3745],
    1888,
    1045,
    ['Parkett', 'Balkon', 'Galerie'],
    'A former variety theatre in the old town, now a home of musicals.',
  ),
];

const LEVEL_WEIGHTS = [0.46, 0.27, 0.17, 0.1];

/**
 * Seats per level: the capacity split by level weight (the stalls hold most), rounding left to the
 * largest level so the sections add up to the capacity.
 * @example sectionSeats(1000, 2) === [630, 370]
 */
export function sectionSeats(capacity: number, levels: number): number[] {
  const weights = LEVEL_WEIGHTS.slice(0, levels);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const seats = weights.map((weight) => Math.round((capacity * weight) / total));
  seats[0] = (seats[0] ?? 0) + capacity - seats.reduce((sum, count) => sum + count, 0);
  return seats;
}

/** The venue of a show by its name and city (shows name their theatre in `venue`). */
export function venueNamed(city: string, name: string): CuratedVenue | undefined {
  return CURATED_VENUES.find((v) => v.city === city && Object.values(v.names).includes(name));
}
