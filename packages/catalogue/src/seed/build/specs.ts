import { CURATED_COLLECTIONS, CURATED_TOUR_GROUPS, type CuratedTourGroup } from '../curated/index.ts';
import { isCityCollection } from '../curated/types.ts';
import { curatedTranslations, DEFAULT_VARIANT, fillPlaceholders } from '../curated/translations/index.ts';
import type { Rng } from '../prng.ts';
import { SUB_CATEGORIES } from '../reference/categories.ts';
import { CURRENCIES } from '../reference/currencies.ts';
import { CITIES } from '../reference/geo.ts';
import {
  ATTRACTIONS,
  ATTRACTION_KINDS,
  CITY_KINDS,
  EDITIONS,
  type Template,
} from '../text/productTemplates.ts';
import { CATEGORY_OF_SUB_CATEGORY, roundPrice, type ProductSpec } from './productSpec.ts';
import { currencyOfCountry } from './referenceRows.ts';

const categoryOf = CATEGORY_OF_SUB_CATEGORY(SUB_CATEGORIES);
const perEur = new Map(CURRENCIES.map((currency) => [currency.code, currency.perEur]));
const cityCurrency = new Map(CITIES.map((city) => [city.code, currencyOfCountry.get(city.country) ?? 'EUR']));

export interface CollectionSpec {
  id: number;
  cityCode: string;
  names: Record<string, string>;
  metaDescription: string;
  limit?: number;
  /** Whether generated products may join (false for the hand-picked theatre, bus and transfer sites). */
  open: boolean;
  popularity: number;
  /** Sub-category of the attraction's entry tickets (generated attraction collections). */
  subCategoryId?: number;
}

const fill = (template: Template, values: { a?: Record<string, string>; c: Record<string, string> }) => {
  const out: Record<string, string> = {};
  for (const [language, text] of Object.entries(template)) {
    const c = values.c[language] ?? values.c['en'] ?? '';
    const a = values.a ? (values.a[language] ?? values.a['en'] ?? '') : '';
    out[language] = text.replaceAll('{a}', a).replaceAll('{c}', c);
  }
  return out;
};

/** Curated collections plus, per city, "Things to do in …" and several attraction collections. */
export function collectionSpecs(rng: Rng, perCityFactor: number): CollectionSpec[] {
  const specs: CollectionSpec[] = CURATED_COLLECTIONS.map((c) => ({
    id: c.id,
    cityCode: c.city,
    names: c.names,
    metaDescription: c.metaDescription,
    ...(c.limit === undefined ? {} : { limit: c.limit }),
    open: c.limit !== undefined,
    popularity: 10_000,
  }));
  // The demo scale (perCityFactor 0) is the curated catalogue alone.
  if (perCityFactor <= 0) return specs;
  let id = 1000;
  const curatedCities = new Set(
    CURATED_COLLECTIONS.filter((c) => isCityCollection(c.names)).map((c) => c.city),
  );
  for (const city of CITIES) {
    // A demo city's own "Things to do" collection is curated (250–256); generated products join it.
    const cityCollectionId = id++;
    if (!curatedCities.has(city.code))
      specs.push({
        id: cityCollectionId,
        cityCode: city.code,
        names: fill(
          {
            en: 'Things to do in {c}',
            fr: 'Que faire à {c}',
            it: 'Cosa fare a {c}',
            es: 'Qué hacer en {c}',
            de: 'Aktivitäten in {c}',
            ar: 'أفضل الأنشطة في {c}',
            ja: '{c}の観光・アクティビティ',
            cn: '{c}必玩体验',
          },
          { c: city.names },
        ),
        metaDescription: `The best tours, tickets and experiences in ${city.names['en']}.`,
        open: true,
        popularity: city.weight * 500,
      });
    const count = Math.max(2, Math.min(ATTRACTIONS.length, Math.round(city.weight * perCityFactor)));
    for (const attraction of rng.sample(ATTRACTIONS, count)) {
      const names = fill(attraction.names, { c: city.names });
      specs.push({
        id: id++,
        cityCode: city.code,
        names,
        metaDescription: `Tickets and tours for ${names['en']}.`,
        open: true,
        popularity: rng.int(50, 3000),
        subCategoryId: attraction.subCategoryId,
      });
    }
  }
  return specs;
}

function schedule(times: string[], openDated: boolean | undefined, rng: Rng) {
  if (openDated || times.length === 0) return null;
  const closed = rng.chance(0.25) ? rng.int(0, 6) : -1;
  const week: Record<number, string[]> = {};
  for (let day = 0; day < 7; day++) if (day !== closed) week[day] = times;
  return week;
}

export function curatedSpec(tg: CuratedTourGroup, cityCode: string): ProductSpec {
  const english = (items: readonly string[]) =>
    items.map((item) => fillPlaceholders(item, tg.placeholders, 'en'));
  return {
    tgid: tg.tgid,
    cityCode,
    currencyCode: cityCurrency.get(cityCode) ?? 'EUR',
    collectionId: tg.collectionId,
    extraCollectionIds: [],
    categoryId: categoryOf.get(tg.subCategoryId) ?? 1,
    subCategoryId: tg.subCategoryId,
    names: tg.names,
    flowType: tg.flowType,
    price: tg.price,
    originalPrice: tg.originalPrice ?? null,
    duration: tg.duration,
    schedule: tg.schedule,
    cancellableUpTo: tg.cancellableUpTo,
    reschedulableUpTo: tg.reschedulableUpTo ?? null,
    variants: english(tg.variants ?? [DEFAULT_VARIANT]),
    highlights: english(tg.highlights),
    inclusions: english(tg.inclusions),
    exclusions: english(tg.exclusions),
    translations: curatedTranslations(tg),
    tags: tg.tags ?? [],
    descriptors: tg.descriptors ?? [],
    popularity: 5000 - (tg.tgid % 100) * 40,
    venue: tg.venue ?? null,
    boardingPoiId: tg.boardingPoiId ?? null,
    hidden: false,
    quality: 0.5,
    headoutPick: (tg.descriptors ?? []).length > 0,
  };
}

export function curatedSpecs(collections: readonly CollectionSpec[]): ProductSpec[] {
  const cityOf = new Map(collections.map((c) => [c.id, c.cityCode]));
  return CURATED_TOUR_GROUPS.map((tg) => curatedSpec(tg, cityOf.get(tg.collectionId) ?? 'LONDON'));
}

/** A generated product of `city`, with a deterministic name, price, schedule and policies. */
export function generatedSpec(
  tgid: number,
  cityIndex: number,
  pool: readonly CollectionSpec[],
  serial: number,
  rng: Rng,
): ProductSpec {
  const city = CITIES[cityIndex] ?? CITIES[0];
  if (!city) throw new Error('no cities');
  const attractionCollections = pool.filter(
    (c) => c.cityCode === city.code && c.open && !isCityCollection(c.names),
  );
  const cityCollection = pool.find((c) => c.cityCode === city.code && isCityCollection(c.names));
  const useAttraction = attractionCollections.length > 0 && rng.chance(0.55);
  const kind = useAttraction ? rng.pick(ATTRACTION_KINDS) : rng.pick(CITY_KINDS);
  const collection = useAttraction ? rng.pick(attractionCollections) : cityCollection;
  if (!collection) throw new Error(`city ${city.code} has no collection`);
  const edition = EDITIONS[serial % EDITIONS.length] ?? {};
  const round = Math.floor(serial / EDITIONS.length);
  const base = fill(kind.names, { a: collection.names, c: city.names });
  const names: Record<string, string> = {};
  for (const [language, text] of Object.entries(base)) {
    names[language] = `${text}${edition[language] ?? ''}${round > 0 ? ` (${round + 1})` : ''}`;
  }
  const currencyCode = cityCurrency.get(city.code) ?? 'EUR';
  const eur = rng.int(kind.price[0], kind.price[1]);
  const unavailable = rng.chance(0.02);
  const price = unavailable ? null : roundPrice(eur * (perEur.get(currencyCode) ?? 1));
  const discounted = price !== null && rng.chance(0.2);
  const subCategoryId =
    kind.key === 'tickets' || kind.key === 'skip'
      ? (collection.subCategoryId ?? kind.subCategoryId)
      : kind.subCategoryId;
  const cancellable = kind.tags.includes('FREE_CANCELLATION') ? rng.pick([0, 24, 24, 48, 72, 168]) : null;
  return {
    tgid,
    cityCode: city.code,
    currencyCode,
    collectionId: collection.id,
    extraCollectionIds: useAttraction && cityCollection && rng.chance(0.3) ? [cityCollection.id] : [],
    categoryId: categoryOf.get(subCategoryId) ?? 1,
    subCategoryId,
    names,
    flowType: kind.flowType,
    price,
    originalPrice: discounted && price !== null ? roundPrice(price * rng.pick([1.1, 1.15, 1.25, 1.4])) : null,
    duration: kind.duration,
    schedule: schedule(kind.times, kind.openDated, rng),
    cancellableUpTo: cancellable,
    reschedulableUpTo: cancellable === null && rng.chance(0.5) ? 48 : null,
    variants:
      kind.key === 'guided' || kind.key === 'walking'
        ? ['English', 'Spanish', 'Italian', 'French'].slice(0, rng.int(1, 4))
        : rng.chance(0.25)
          ? ['Standard', 'Premium']
          : ['General admission'],
    highlights: [`Experience ${base['en'] ?? ''}`, 'Mobile tickets accepted', 'Trusted local partner'],
    inclusions: [base['en'] ?? 'Entry'],
    exclusions: ['Food and drinks', 'Gratuities'],
    tags: [...kind.tags, 'DURATION'],
    descriptors: rng.chance(0.15)
      ? [rng.pick(['Best seller', 'Selling out fast', 'Must-do experience', 'Most loved', 'Special deal'])]
      : [],
    popularity: Math.floor(rng.next() ** 3 * 3000),
    venue: null,
    boardingPoiId: null,
    hidden: rng.chance(0.01),
    quality: rng.next() * 2 - 1,
    headoutPick: rng.chance(0.05),
  };
}
