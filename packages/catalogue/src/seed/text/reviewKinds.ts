import type { ProductSpec } from '../build/productSpec.ts';
import { CITIES } from '../reference/geo.ts';
import type { Aspect, ReviewLanguage } from './reviewTexts/types.ts';

/**
 * What a product is, as far as its reviews are concerned: its kind (what reviewers talk about), the
 * flags that narrow it (a musical, skip-the-line entry, a dinner cruise, a private transfer…), its short
 * name and its city in each review language, and whether reviewers post photos of it.
 */
export type ReviewKind =
  'theatre' | 'show' | 'entry' | 'guided' | 'walking' | 'cruise' | 'bus' | 'dayTrip' | 'transfer' | 'generic';

export const REVIEW_LANGUAGE_CODES: readonly ReviewLanguage[] = ['en', 'es', 'fr', 'it', 'de', 'pt', 'nl'];

/** The aspects reviewers of each kind write about; `[aspect, condition]` only when it holds (`flag`, `a|b`, `!flag`). */
const KIND_ASPECTS: Record<ReviewKind, readonly (Aspect | readonly [Aspect, string])[]> = {
  theatre: ['performers', 'staging', 'seats', 'venue', 'interval', 'booking', 'value', 'overall'],
  show: ['performers', 'venue', 'seats', 'booking', 'value', 'overall'],
  entry: ['entry', ['audio', 'audioGuide'], 'crowds', 'sight', 'booking', 'value', 'overall'],
  guided: ['guide', 'group', 'pace', 'meeting', 'sight', 'value', 'overall'],
  walking: ['guide', 'group', 'pace', 'meeting', 'sight', 'value', 'overall'],
  cruise: [
    'views',
    ['commentary', '!dining'],
    'boarding',
    ['food', 'dining'],
    ['service', 'dining'],
    'value',
    'overall',
  ],
  bus: ['frequency', 'commentary', 'route', 'deck', 'booking', 'value', 'overall'],
  dayTrip: ['transport', 'guide', 'timing', ['food', 'lunch'], 'sight', 'value', 'overall'],
  transfer: ['driver', 'punctuality', 'vehicle', 'luggage', 'booking', 'value', 'overall'],
  generic: ['experience', ['staff', 'activity|food'], ['food', 'food'], 'booking', 'value', 'overall'],
};

export interface ReviewProfile {
  kind: ReviewKind;
  /** The kind itself and what narrows it: `musical`, `skip`, `audioGuide`, `dining`, `private`, `train`… */
  flags: ReadonlySet<string>;
  aspects: readonly Aspect[];
  /** A natural short name per language ("the Colosseum", "Wicked"); missing where unsure. */
  names: Readonly<Partial<Record<ReviewLanguage, string>>>;
  city: Readonly<Record<ReviewLanguage, string>>;
  /** Whether reviewers post photos (not of shows, transfers or eSIMs). */
  photos: boolean;
}

type Names = Readonly<Record<ReviewLanguage, string>>;
interface Site {
  names: Partial<Names>;
  flags: readonly string[];
}

const COLOSSEUM: Site = {
  names: {
    en: 'the Colosseum',
    es: 'el Coliseo',
    fr: 'le Colisée',
    it: 'il Colosseo',
    de: 'das Kolosseum',
    pt: 'o Coliseu',
    nl: 'het Colosseum',
  },
  flags: ['ruins'],
};
const SISTINE: Site = {
  names: {
    en: 'the Sistine Chapel',
    es: 'la Capilla Sixtina',
    fr: 'la chapelle Sixtine',
    it: 'la Cappella Sistina',
    de: 'die Sixtinische Kapelle',
    pt: 'a Capela Sistina',
    nl: 'de Sixtijnse Kapel',
  },
  flags: ['museum'],
};
const EIFFEL: Site = {
  names: {
    en: 'the Eiffel Tower',
    es: 'la Torre Eiffel',
    fr: 'la tour Eiffel',
    it: 'la Torre Eiffel',
    de: 'der Eiffelturm',
    pt: 'a Torre Eiffel',
    nl: 'de Eiffeltoren',
  },
  flags: ['view'],
};
const LOUVRE: Site = {
  names: {
    en: 'the Louvre',
    es: 'el Louvre',
    fr: 'le Louvre',
    it: 'il Louvre',
    de: 'der Louvre',
    pt: 'o Louvre',
    nl: 'het Louvre',
  },
  flags: ['museum'],
};
const ACROPOLIS: Site = {
  names: {
    en: 'the Acropolis',
    es: 'la Acrópolis',
    fr: 'l’Acropole',
    it: 'l’Acropoli',
    de: 'die Akropolis',
    pt: 'a Acrópole',
    nl: 'de Akropolis',
  },
  flags: ['ruins'],
};
const POMPEII: Site = {
  names: {
    en: 'Pompeii',
    es: 'Pompeya',
    fr: 'Pompéi',
    it: 'Pompei',
    de: 'Pompeji',
    pt: 'Pompeia',
    nl: 'Pompeii',
  },
  flags: ['ruins'],
};
const FLORENCE: Site = {
  names: {
    en: 'Florence',
    es: 'Florencia',
    fr: 'Florence',
    it: 'Firenze',
    de: 'Florenz',
    pt: 'Florença',
    nl: 'Florence',
  },
  flags: [],
};
const same = (name: string): Names => ({
  en: name,
  es: name,
  fr: name,
  it: name,
  de: name,
  pt: name,
  nl: name,
});

/** Curated products whose short name is known (content links keep these tgids stable). */
const CURATED_SITES: ReadonlyMap<number, Site> = new Map([
  [10201, COLOSSEUM],
  [10202, COLOSSEUM],
  [10203, COLOSSEUM],
  [10204, COLOSSEUM],
  [10301, SISTINE],
  [10302, SISTINE],
  [10303, SISTINE],
  [
    10304,
    {
      names: {
        en: 'the dome of St Peter’s',
        es: 'la cúpula de San Pedro',
        fr: 'la coupole de Saint-Pierre',
        it: 'la cupola di San Pietro',
        de: 'die Kuppel des Petersdoms',
        pt: 'a cúpula de São Pedro',
        nl: 'de koepel van de Sint-Pieter',
      },
      flags: ['religious', 'view'],
    },
  ],
  [10305, { names: {}, flags: ['museum', 'garden'] }],
  [10401, EIFFEL],
  [10402, EIFFEL],
  [10410, EIFFEL],
  [10403, LOUVRE],
  [10404, LOUVRE],
  [10415, LOUVRE],
  [10701, ACROPOLIS],
  [10702, ACROPOLIS],
  [10801, POMPEII],
  [10802, POMPEII],
  [10261, POMPEII],
  [10262, POMPEII],
  [10263, { names: same('Positano'), flags: [] }],
  [10264, FLORENCE],
  [10265, FLORENCE],
  [10266, { names: { ...same('Tivoli'), es: 'Tívoli' }, flags: [] }],
  [
    10267,
    {
      names: {
        en: 'Assisi',
        es: 'Asís',
        fr: 'Assise',
        it: 'Assisi',
        de: 'Assisi',
        pt: 'Assis',
        nl: 'Assisi',
      },
      flags: [],
    },
  ],
]);

/**
 * The attractions of generated cities (`ATTRACTIONS` in productTemplates.ts), by their English name
 * after the city's: a reviewer says "the cathedral", "the museum", never "the Rome National Museum".
 */
const GENERATED_SITES: readonly (readonly [string, Site])[] = [
  [
    ' Cathedral',
    {
      names: {
        en: 'the cathedral',
        es: 'la catedral',
        fr: 'la cathédrale',
        it: 'la cattedrale',
        de: 'die Kathedrale',
        pt: 'a catedral',
        nl: 'de kathedraal',
      },
      flags: ['religious'],
    },
  ],
  [' National Museum', { names: museum(), flags: ['museum'] }],
  [' Museum of Modern Art', { names: museum(), flags: ['museum'] }],
  [' History Museum', { names: museum(), flags: ['museum'] }],
  [
    ' Royal Palace',
    {
      names: {
        en: 'the palace',
        es: 'el palacio',
        fr: 'le palais',
        it: 'il palazzo',
        de: 'der Palast',
        pt: 'o palácio',
        nl: 'het paleis',
      },
      flags: ['palace'],
    },
  ],
  [
    ' Observation Deck',
    {
      names: {
        en: 'the observation deck',
        es: 'el mirador',
        fr: 'l’observatoire',
        it: 'la terrazza panoramica',
        de: 'die Aussichtsplattform',
        pt: 'o miradouro',
        nl: 'het uitzichtpunt',
      },
      flags: ['view'],
    },
  ],
  [
    ' Aquarium',
    {
      names: {
        en: 'the aquarium',
        es: 'el acuario',
        fr: 'l’aquarium',
        it: 'l’acquario',
        de: 'das Aquarium',
        pt: 'o aquário',
        nl: 'het aquarium',
      },
      flags: ['animals'],
    },
  ],
  [
    ' Zoo',
    {
      names: {
        en: 'the zoo',
        es: 'el zoo',
        fr: 'le zoo',
        it: 'lo zoo',
        de: 'der Zoo',
        pt: 'o jardim zoológico',
        nl: 'de dierentuin',
      },
      flags: ['animals'],
    },
  ],
  [
    ' Castle',
    {
      names: {
        en: 'the castle',
        es: 'el castillo',
        fr: 'le château',
        it: 'il castello',
        de: 'die Burg',
        pt: 'o castelo',
        nl: 'het kasteel',
      },
      flags: ['palace'],
    },
  ],
  [
    ' Theme Park',
    {
      names: {
        en: 'the park',
        es: 'el parque',
        fr: 'le parc',
        it: 'il parco',
        de: 'der Park',
        pt: 'o parque',
        nl: 'het park',
      },
      flags: ['park'],
    },
  ],
  [
    ' Botanical Garden',
    {
      names: {
        en: 'the botanical garden',
        es: 'el jardín botánico',
        fr: 'le jardin botanique',
        it: 'l’orto botanico',
        de: 'der Botanische Garten',
        pt: 'o jardim botânico',
        nl: 'de botanische tuin',
      },
      flags: ['garden'],
    },
  ],
  [
    ' Old Fortress',
    {
      names: {
        en: 'the fortress',
        es: 'la fortaleza',
        fr: 'la forteresse',
        it: 'la fortezza',
        de: 'die Festung',
        pt: 'a fortaleza',
        nl: 'het fort',
      },
      flags: [],
    },
  ],
];

function museum(): Names {
  return {
    en: 'the museum',
    es: 'el museo',
    fr: 'le musée',
    it: 'il museo',
    de: 'das Museum',
    pt: 'o museu',
    nl: 'het museum',
  };
}

/** City names the reference data lacks in a review language (it falls back to English). */
const CITY_NAMES: Readonly<Record<string, Partial<Names>>> = {
  LONDON: { nl: 'Londen' },
  NEW_YORK: { pt: 'Nova Iorque' },
  PARIS: { nl: 'Parijs' },
  ATHENS: { pt: 'Atenas', nl: 'Athene' },
  FLORENCE: { pt: 'Florença' },
  VENICE: { pt: 'Veneza', nl: 'Venetië' },
  MILAN: { pt: 'Milão', nl: 'Milaan' },
  NAPLES: { pt: 'Nápoles', nl: 'Napels' },
  LISBON: { it: 'Lisbona', de: 'Lissabon', nl: 'Lissabon' },
  BERLIN: { pt: 'Berlim' },
  MUNICH: { es: 'Múnich', pt: 'Munique', nl: 'München' },
  VIENNA: { pt: 'Viena', nl: 'Wenen' },
  PRAGUE: { pt: 'Praga', nl: 'Praag' },
  BUDAPEST: { pt: 'Budapeste', nl: 'Boedapest' },
  DUBLIN: { it: 'Dublino' },
  EDINBURGH: { it: 'Edimburgo', pt: 'Edimburgo' },
  COPENHAGEN: { fr: 'Copenhague', it: 'Copenaghen', es: 'Copenhague', pt: 'Copenhaga', nl: 'Kopenhagen' },
  ISTANBUL: { pt: 'Istambul' },
  DUBAI: { es: 'Dubái' },
  ABU_DHABI: { es: 'Abu Dabi' },
  SINGAPORE: { es: 'Singapur', de: 'Singapur', pt: 'Singapura' },
  TOKYO: { es: 'Tokio', de: 'Tokio', pt: 'Tóquio', nl: 'Tokio' },
  CAIRO: { it: 'Il Cairo', de: 'Kairo', pt: 'o Cairo', nl: 'Caïro' },
  CAPE_TOWN: {
    es: 'Ciudad del Cabo',
    it: 'Città del Capo',
    de: 'Kapstadt',
    pt: 'Cidade do Cabo',
    nl: 'Kaapstad',
  },
  SEOUL: { es: 'Seúl', it: 'Seul', pt: 'Seul' },
};

const cityNames = new Map<string, Names>();

/** The city's name in each review language. */
export function reviewCityNames(code: string): Names {
  const known = cityNames.get(code);
  if (known) return known;
  const city = CITIES.find((c) => c.code === code);
  const english = city?.names['en'] ?? code;
  const extra = CITY_NAMES[code] ?? {};
  const out: Partial<Record<ReviewLanguage, string>> = {};
  for (const language of REVIEW_LANGUAGE_CODES) {
    out[language] = city?.names[language] ?? extra[language] ?? english;
  }
  cityNames.set(code, out as Names);
  return out as Names;
}

type KindInput = Pick<
  ProductSpec,
  'tgid' | 'subCategoryId' | 'categoryId' | 'flowType' | 'names' | 'cityCode'
>;

const THEATRE = new Set([1015, 1016, 1018]);
const SHOWS = new Set([1017, 1020, 1021]);
const ENTRY = new Set([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1009]);
const GUIDED = new Set([1012, 1013, 1014, 1043]);
const CRUISES = new Set([1024, 1025, 1026]);

/** The attraction a product is about, if known: a curated site by tgid, else a generated city's attraction. */
function siteOf(spec: KindInput): Site | undefined {
  const curated = CURATED_SITES.get(spec.tgid);
  if (curated) return curated;
  const en = spec.names['en'] ?? '';
  const city = CITIES.find((c) => c.code === spec.cityCode)?.names['en'];
  if (!city) return undefined;
  return GENERATED_SITES.find(([suffix]) => en.includes(`${city}${suffix}`))?.[1];
}

/**
 * The kind of a product, from its sub-category, category and flow, and for combos from its name.
 * @example reviewKindOf(wicked) === 'theatre'; reviewKindOf(romeAirportTransfer) === 'transfer'
 */
export function reviewKindOf(spec: KindInput): ReviewKind {
  const sub = spec.subCategoryId;
  const en = spec.names['en'] ?? '';
  const combo = sub === 1080;
  if (spec.flowType.endsWith('AIRPORT_TRANSFER') || sub === 1019 || sub === 1145) return 'transfer';
  if (spec.flowType === 'HOP_ON_HOP_OFF' || sub === 1011 || (combo && /hop-on/i.test(en))) return 'bus';
  if (spec.flowType === 'SEATMAP' || THEATRE.has(sub)) return 'theatre';
  if (SHOWS.has(sub)) return 'show';
  if (CRUISES.has(sub) || spec.categoryId === 18) return 'cruise';
  if (sub === 1027 || spec.categoryId === 6) return 'dayTrip';
  if (sub === 1010) return 'walking';
  if (GUIDED.has(sub) || (combo && /guided|tours?\b/i.test(en))) return 'guided';
  if (ENTRY.has(sub) || (combo && siteOf(spec))) return 'entry';
  return 'generic';
}

type ProfileInput = KindInput & Pick<ProductSpec, 'highlights' | 'inclusions' | 'tags'>;

const ENTRY_FLAGS: Readonly<Record<number, string>> = {
  1002: 'museum',
  1003: 'park',
  1004: 'animals',
  1005: 'view',
  1006: 'palace',
  1007: 'ruins',
  1009: 'religious',
};

function flagsOf(spec: ProfileInput, kind: ReviewKind, site: Site | undefined): Set<string> {
  const flags = new Set<string>([kind, ...(site?.flags ?? [])]);
  const add = (flag: string, when: boolean) => {
    if (when) flags.add(flag);
  };
  const en = spec.names['en'] ?? '';
  const details = [en, ...spec.highlights, ...spec.inclusions].join(' | ');
  const sub = spec.subCategoryId;
  switch (kind) {
    case 'theatre': {
      const ballet = /nutcracker|nussknacker|ballet|swan lake|giselle/i.test(en);
      add('musical', sub === 1015);
      add('play', sub === 1016);
      add('ballet', sub === 1018 && ballet);
      add('opera', sub === 1018 && !ballet);
      add('sung', sub === 1015 || (sub === 1018 && !ballet));
      break;
    }
    case 'show':
      add('music', sub === 1017);
      add('comedy', sub === 1020);
      add('cabaret', sub === 1021);
      add('candle', /candlelight/i.test(en));
      break;
    case 'entry': {
      const sight = ENTRY_FLAGS[sub];
      if (sight) flags.add(sight);
      add('skip', /skip|priority|express|coupe-file|fast[- ]track/i.test([en, ...spec.highlights].join(' ')));
      add('timed', /timed|time slot|reserved entry|entry time/i.test([en, ...spec.highlights].join(' ')));
      add('audioGuide', spec.tags.includes('AUDIO_GUIDE') || /audio ?guide/i.test(details));
      add('view', /panoram|summit|observation/i.test(details));
      break;
    }
    case 'guided':
    case 'walking':
      add('private', sub === 1014 || /private/i.test(en));
      add('smallGroup', /small[- ]groups?/i.test(details));
      add('headsets', /headset/i.test(details));
      add('bike', sub === 1013);
      break;
    case 'cruise':
      add('dining', sub === 1025 || sub === 1026 || /dinner|lunch/i.test(en));
      add('dinner', sub === 1025 || /dinner/i.test(en));
      add('lunch', sub === 1026 || /lunch/i.test(en));
      add('liveMusic', /live music|singer|chanson/i.test(details));
      add('liveCommentary', /live commentary/i.test(details));
      add('audioCommentary', /audio commentary/i.test(details) || spec.tags.includes('AUDIO_GUIDE'));
      break;
    case 'bus':
      add('liveCommentary', /live guide/i.test(details));
      add('audioCommentary', /audio/i.test(details) || spec.tags.includes('AUDIO_GUIDE'));
      break;
    case 'dayTrip': {
      const train = /\btrain\b/i.test(en) || /\btrain tickets?\b/i.test(details);
      add('train', train);
      add('coach', !train);
      add('pickup', spec.tags.includes('HOTEL_PICKUP'));
      add('lunch', /lunch/i.test(details));
      break;
    }
    case 'transfer': {
      const shared = spec.flowType === 'SHARED_AIRPORT_TRANSFER' || sub === 1145;
      add('shared', shared);
      add('private', !shared);
      add('toAirport', !en.includes('↔') && /\bto [^|]*airport/i.test(en));
      break;
    }
    case 'generic':
      add('food', [1028, 1029, 1037].includes(sub) || (spec.categoryId === 5 && sub !== 1031));
      add('pass', sub === 1008 || sub === 1031);
      add('sim', sub === 1023);
      add('activity', !flags.has('food') && !flags.has('pass') && !flags.has('sim'));
      break;
  }
  return flags;
}

/** Whether a `flag`, `!flag` or `a|b` condition holds. */
export function holds(condition: string, flags: ReadonlySet<string>): boolean {
  const negated = condition.startsWith('!');
  const any = (negated ? condition.slice(1) : condition).split('|').some((flag) => flags.has(flag));
  return negated ? !any : any;
}

/** "… The Musical", "…, el musical", "… : la comédie musicale", "… – Das Musical" at the end of a title. */
const MUSICAL_SUFFIX =
  /(?:\s*[,:–-])?\s+(?:the musical|el musical|la comédie musicale|il musical|das musical|o musical|de musical)$/i;

/**
 * How reviewers write a show's title in `language`: without "The Musical" (in any language) or an
 * exclamation mark, a German article in lower case (it opens the sentence, where it gets its capital).
 * @example showShortName('Matilda, el musical', 'es') === 'Matilda'
 * @example showShortName('Der König der Löwen', 'de') === 'der König der Löwen'
 */
export function showShortName(title: string, language: ReviewLanguage): string {
  const short = title.replace(/!/g, '').replace(MUSICAL_SUFFIX, '').trim();
  return language === 'de' ? short.replace(/^(Der|Die|Das) /, (article) => article.toLowerCase()) : short;
}

/** A show's title in `language`: its own, else the English one unless that opens with "The". */
function theatreName(spec: KindInput, language: ReviewLanguage): string | undefined {
  const english = spec.names['en'];
  const own = spec.names[language];
  const name = own ?? (language === 'en' || (english && !/^the /i.test(english)) ? english : undefined);
  return name ? showShortName(name, language) : undefined;
}

/**
 * Everything the review writer needs to know about a product.
 * @example reviewProfile(colosseumTickets).names.it === 'il Colosseo'
 */
export function reviewProfile(spec: ProfileInput): ReviewProfile {
  const kind = reviewKindOf(spec);
  const site = kind === 'theatre' || kind === 'show' || kind === 'transfer' ? undefined : siteOf(spec);
  const flags = flagsOf(spec, kind, site);
  const names: Partial<Record<ReviewLanguage, string>> = {};
  for (const language of REVIEW_LANGUAGE_CODES) {
    const name = kind === 'theatre' ? theatreName(spec, language) : site?.names[language];
    if (name) names[language] = name;
  }
  const aspects = KIND_ASPECTS[kind].flatMap((entry) =>
    typeof entry === 'string' ? [entry] : holds(entry[1], flags) ? [entry[0]] : [],
  );
  return {
    kind,
    flags,
    aspects,
    names,
    city: reviewCityNames(spec.cityCode),
    photos: kind !== 'theatre' && kind !== 'show' && kind !== 'transfer' && !flags.has('sim'),
  };
}
