import type { CityListAnswer } from '../../../lib/catalogue/client';
import { cityMicrosites } from './cityMicrosites';
import { countryName } from '../rules/countryName';
import { orderDestinations } from '../rules/orderDestinations';
import { priceFrom } from '../rules/priceFrom';
import type { TourGroup } from '../../../lib/rules/catalogueTypes';
import { buildCards } from '../../../lib/cards/buildCards';
import { fetchProducts } from '../../../lib/cards/fetchProducts';
import { answerParams, type PageContext } from '../../../lib/request/pageContext';
import { priceText } from '../../../lib/views/priceText';
import { mediaUrl } from '../../../lib/views/slices/bannerView';
import type { GlobalDeps, GlobalParts } from './globalTypes';
import type { GlobalDocument } from './globalDocument';
import type { GlobalIndex } from './globalIndex';
import {
  cityStats,
  collectionTiles,
  destinationTiles,
  experienceCards,
  experiencePages,
  hrefOf,
  type City,
  type DestinationTile,
} from './globalSections';

type Parts<K extends GlobalParts['page']> = { notFound: boolean; parts: Extract<GlobalParts, { page: K }> };
type Cities = Promise<CityListAnswer | undefined>;

/** Collections a global collection page lists (spec 000 §9: a collection pull takes 100). */
export const GLOBAL_COLLECTION_LIMIT = 100;

const entitiesOf = (index: GlobalIndex, kind: 'collection' | 'experience'): number[] =>
  index.entries.flatMap((entry) =>
    entry.kind === kind && typeof entry.entity === 'number' ? [entry.entity] : [],
  );

const sectionState = (failed: boolean, count: number) => (count > 0 ? 'ok' : failed ? 'failed' : 'empty');

/**
 * The homepage: the destinations (cities with a page, editor's `featured_cities` first, then by
 * number of experiences), the editor's top collections (else every collection page), top
 * experiences (else every experience page) and the countries with a page.
 */
export async function loadHomeParts(
  fields: GlobalDocument,
  indexP: Promise<GlobalIndex>,
  citiesP: Cities,
  context: PageContext,
): Promise<Parts<'home'>> {
  const [index, cityList] = await Promise.all([indexP, citiesP]);
  const cities = cityList?.cities ?? [];
  const collectionIds = fields.topCollections.length
    ? fields.topCollections
    : entitiesOf(index, 'collection');
  const experienceIds = fields.topExperiences.length
    ? fields.topExperiences
    : entitiesOf(index, 'experience');
  const [tiles, collections, experiences] = await Promise.all([
    destinationTiles(cities, index, context),
    collectionIds.length
      ? context.catalogue.getCollections(
          collectionIds,
          { ...answerParams(context), limit: collectionIds.length },
          context.request,
        )
      : Promise.resolve(null),
    experienceCards(experienceIds, context, index),
  ]);
  const destinations = orderDestinations(tiles, fields.featuredCities, context.language);
  const countryOf = new Map(cities.map((city) => [city.code, city.country.code]));
  const countryTiles = index.entries.flatMap((entry) => {
    if (entry.kind !== 'country' || typeof entry.entity !== 'string') return [];
    const code = entry.entity;
    const own = destinations.filter((tile) => countryOf.get(tile.code) === code);
    const from = priceFrom(own.map((tile) => tile.from));
    return [
      {
        code,
        name: entry.name || countryName(code, context.language, code),
        href: hrefOf(entry.segments, context),
        image: own[0]?.image,
        cityCount: own.length,
        productCount: own.some((tile) => tile.productCount !== undefined)
          ? own.reduce((sum, tile) => sum + (tile.productCount ?? 0), 0)
          : undefined,
        fromText: from ? priceText(from, context) : '',
      },
    ];
  });
  const byId = new Map((collections?.collections ?? []).map((collection) => [collection.id, collection]));
  const ordered = collectionIds.flatMap((id) => {
    const collection = byId.get(id);
    return collection ? [collection] : [];
  });
  return {
    notFound: false,
    parts: {
      page: 'home',
      heroImage: mediaUrl(fields.heroImage || '/media/banners/global/0.webp'),
      destinations: { state: sectionState(!cityList, destinations.length), items: destinations },
      collections: {
        state: sectionState(collectionIds.length > 0 && !collections, ordered.length),
        items: collectionTiles(ordered, index, context),
      },
      experiences,
      countries: {
        state: sectionState(!index.ok, countryTiles.length),
        items: orderDestinations(countryTiles, [], context.language),
      },
    },
  };
}

/** The editor's experiences, then the site's experience pages, of products in some cities. */
const inCities = (codes: ReadonlySet<string>) => (group: TourGroup) => codes.has(group.city?.code ?? '');

/**
 * A country: its cities that have a page (tiles with counts and "from" prices, `featured_cities`
 * first) and its top experiences (the editor's and the experience pages in the country, filled from
 * the top city's most popular collection). An unknown country code is a 404.
 */
export async function loadCountryParts(
  fields: GlobalDocument,
  indexP: Promise<GlobalIndex>,
  citiesP: Cities,
  context: PageContext,
): Promise<Parts<'country'>> {
  const code = typeof fields.entity === 'string' ? fields.entity : undefined;
  const [index, cityList] = await Promise.all([indexP, citiesP]);
  const cities: City[] = (cityList?.cities ?? []).filter((city) => city.country.code === code);
  if (!code || (cityList && cities.length === 0))
    return {
      notFound: true,
      parts: {
        page: 'country',
        country: undefined,
        cities: { state: 'empty', items: [] },
        experiences: { state: 'empty', cards: [] },
      },
    };
  const tiles = orderDestinations(
    await destinationTiles(cities, index, context),
    fields.featuredCities,
    context.language,
  );
  const experiences = await experienceCards(
    [...fields.topExperiences, ...entitiesOf(index, 'experience')],
    context,
    index,
    {
      keep: inCities(new Set(cities.map((city) => city.code))),
      fillFromCollection: tiles[0]?.topCollectionId,
    },
  );
  const catalogueName = cities[0]?.country.displayName ?? code;
  return {
    notFound: false,
    parts: {
      page: 'country',
      country: { code, name: countryName(code, context.language, catalogueName) },
      cities: { state: sectionState(!cityList, tiles.length), items: tiles },
      experiences,
    },
  };
}

/**
 * A city: its top collections (linked to their global pages, those first), its top experiences
 * (the editor's and the experience pages in the city, filled from its most popular collection) and
 * links to the city's own microsites in the registry. An unknown city code is a 404.
 */
export async function loadCityParts(
  fields: GlobalDocument,
  indexP: Promise<GlobalIndex>,
  citiesP: Cities,
  context: PageContext,
  deps: GlobalDeps,
): Promise<Parts<'city'>> {
  const code = typeof fields.entity === 'string' ? fields.entity : undefined;
  const [index, cityList, stats, sites] = await Promise.all([
    indexP,
    citiesP,
    code ? cityStats(code, context) : Promise.resolve(undefined),
    deps.sites().catch(() => []),
  ]);
  const city = cityList?.cities.find((candidate) => candidate.code === code);
  if (!code || !stats || (cityList && !city))
    return {
      notFound: true,
      parts: {
        page: 'city',
        city: undefined,
        collections: { state: 'empty', items: [] },
        experiences: { state: 'empty', cards: [] },
        microsites: [],
      },
    };
  const tiles = collectionTiles(stats.collections ?? [], index, context);
  const experiences = await experienceCards(
    [...fields.topExperiences, ...entitiesOf(index, 'experience')],
    context,
    index,
    { keep: inCities(new Set([code])), fillFromCollection: stats.collections?.[0]?.id },
  );
  return {
    notFound: false,
    parts: {
      page: 'city',
      city: city
        ? {
            code,
            name: fields.name || (city.displayName ?? code),
            image: mediaUrl(city.imageUrl ?? undefined),
            country: countryName(
              city.country.code,
              context.language,
              city.country.displayName ?? city.country.code,
            ),
            productCount: stats.productCount,
          }
        : undefined,
      collections: {
        state: sectionState(!stats.collections, tiles.length),
        items: [...tiles.filter((tile) => tile.href), ...tiles.filter((tile) => !tile.href)],
      },
      experiences,
      microsites: cityMicrosites(sites, code, {
        language: context.language,
        origin: context.origin,
        localSuffix: deps.localSuffix,
      }),
    },
  };
}

/**
 * A collection: its summary (name, rating, "from" price, picture) and its products (100, the
 * collection page's cards pipeline), cards linking to the site's experience pages. An unknown
 * collection id is a 404.
 */
export async function loadCollectionParts(
  fields: GlobalDocument,
  indexP: Promise<GlobalIndex>,
  context: PageContext,
): Promise<Parts<'collection'>> {
  const id = typeof fields.entity === 'number' ? fields.entity : undefined;
  const [index, answer, list] = await Promise.all([
    indexP,
    id
      ? context.catalogue.getCollections([id], { ...answerParams(context), limit: 1 }, context.request)
      : Promise.resolve(null),
    id
      ? fetchProducts({ kind: 'collection', id, limit: GLOBAL_COLLECTION_LIMIT }, context)
      : Promise.resolve({ state: 'failed', items: [] } as const),
  ]);
  const collection = answer?.collections.find((candidate) => candidate.id === id);
  if (!id || (answer && !collection))
    return {
      notFound: true,
      parts: { page: 'collection', collection: undefined, products: { state: 'empty', cards: [] } },
    };
  const cards = buildCards(list.items, experiencePages(index), context);
  const tile = collection ? collectionTiles([collection], index, context)[0] : undefined;
  return {
    notFound: false,
    parts: {
      page: 'collection',
      collection:
        collection && tile
          ? {
              id,
              name: collection.displayName ?? fields.name,
              description: collection.metaDescription ?? '',
              image: mediaUrl(collection.heroImageUrl ?? undefined),
              rating: tile.rating,
              ratingCount: tile.ratingCount,
              fromText: tile.fromText,
              city: tile.city,
            }
          : undefined,
      products: { state: sectionState(list.state === 'failed', cards.length), cards },
    },
  };
}

export type { DestinationTile };
