import type { CityListAnswer, CollectionsAnswer } from '../../../lib/catalogue/client';
import type { ListingPrice, TourGroup } from '../../../lib/rules/catalogueTypes';
import { priceFrom, type PriceFrom } from '../rules/priceFrom';
import { buildCards, type CardView, type ListItem } from '../../../lib/cards/buildCards';
import { answerParams, type PageContext } from '../../../lib/request/pageContext';
import { priceText } from '../../../lib/views/priceText';
import { mediaUrl } from '../../../lib/views/slices/bannerView';
import type { SectionState } from '../../../lib/views/slices/sliceViews';
import type { GlobalIndex } from './globalIndex';
import { buildPagePath } from '../../../lib/rules/routing/pagePath';

export type City = NonNullable<CityListAnswer>['cities'][number];
type Collection = NonNullable<CollectionsAnswer>['collections'][number];

/** A list section of a global page: its items, or why there are none. */
export interface Section<T> {
  state: SectionState;
  items: T[];
}

/** A city (or country) tile: name, picture, number of experiences and the "from" price. */
export interface DestinationTile {
  code: string;
  name: string;
  /** The global page of the destination (always set: only destinations with a page get a tile). */
  href: string;
  image: string | undefined;
  productCount: number | undefined;
  /** The lowest price, in the visitor's currency; undefined when unknown. */
  from: PriceFrom | undefined;
  fromText: string;
  /** The city's most popular collection, whose products fill its top experiences. */
  topCollectionId: number | undefined;
}

/** A collection tile, linked when the site has the collection's global page. */
export interface CollectionTile {
  id: number;
  name: string;
  href: string | undefined;
  image: string | undefined;
  city: string | undefined;
  rating: number | undefined;
  ratingCount: number;
  fromText: string;
}

/** Product cards with their section state. */
export interface CardSection {
  state: SectionState;
  cards: CardView[];
}

/** Cards on a global page show this many before "show more". */
export const TOP_EXPERIENCES_LIMIT = 8;
/** Collections asked of the catalogue for a city's tiles and its "from" price. */
export const CITY_COLLECTIONS_LIMIT = 8;

/** The path of a global page on this site, in the page's language. */
export const hrefOf = (segments: readonly string[], context: Pick<PageContext, 'language'>) =>
  buildPagePath(context.language, segments);

/**
 * A city's number of listed experiences (the catalogue's category counts) and its "from" price (the
 * lowest starting price of its top collections); each part is undefined when its call fails.
 * @example await cityStats('ROME', context) → { productCount: 212, from: { finalPrice: 14, currencyCode: 'EUR' } }
 */
export async function cityStats(code: string, context: PageContext) {
  const [categories, top] = await Promise.all([
    context.catalogue.getCategories({ city: code, language: context.language }, context.request),
    context.catalogue.getTopCollections(
      { city: code, limit: CITY_COLLECTIONS_LIMIT, ...answerParams(context) },
      context.request,
    ),
  ]);
  return {
    productCount: categories?.categories.reduce((sum, category) => sum + category.productCount, 0),
    from: top
      ? priceFrom(top.collections.map((c) => c.startingPrice.listingPrice as ListingPrice | null))
      : undefined,
    collections: top?.collections,
  };
}

/**
 * The tiles of some cities that have a global page, with their counts and "from" prices (one
 * catalogue call pair per city, in parallel).
 */
export async function destinationTiles(
  cities: readonly City[],
  index: GlobalIndex,
  context: PageContext,
): Promise<DestinationTile[]> {
  return Promise.all(
    cities.flatMap((city) => {
      const entry = index.find('city', city.code);
      if (!entry) return [];
      return [
        cityStats(city.code, context).then((stats) => ({
          code: city.code,
          name: entry.name || (city.displayName ?? city.code),
          href: hrefOf(entry.segments, context),
          image: mediaUrl(city.imageUrl ?? undefined),
          productCount: stats.productCount,
          from: stats.from,
          fromText: stats.from ? priceText(stats.from, context) : '',
          topCollectionId: stats.collections?.[0]?.id,
        })),
      ];
    }),
  );
}

/** Collection tiles, linked to the site's global collection pages where there are some. */
export function collectionTiles(
  collections: readonly Collection[],
  index: GlobalIndex,
  context: PageContext,
): CollectionTile[] {
  return collections.map((collection) => {
    const entry = index.find('collection', collection.id);
    return {
      id: collection.id,
      name: entry?.name || (collection.displayName ?? ''),
      href: entry ? hrefOf(entry.segments, context) : undefined,
      image: mediaUrl(collection.cardImageUrl ?? undefined),
      city: collection.city?.displayName ?? undefined,
      rating: collection.ratingsInfo.averageRating || undefined,
      ratingCount: collection.ratingsInfo.ratingsCount,
      fromText: priceText(collection.startingPrice.listingPrice as ListingPrice | null, context),
    };
  });
}

/** tgid → the uid segments of its global experience page, for the card links. */
export const experiencePages = (index: GlobalIndex): Map<number, string> =>
  new Map(
    index.entries.flatMap((entry) =>
      entry.kind === 'experience' && typeof entry.entity === 'number'
        ? [[entry.entity, entry.segments.join('.')] as const]
        : [],
    ),
  );

/**
 * Product cards of some experiences (each asked of the catalogue, in parallel) that pass `keep`,
 * then, up to {@link TOP_EXPERIENCES_LIMIT}, products of a collection; cards link to the site's global
 * experience pages, else to the booking flow. Failed when nothing could be asked successfully.
 */
export async function experienceCards(
  tgids: readonly number[],
  context: PageContext,
  index: GlobalIndex,
  options: { keep?: (group: TourGroup) => boolean; fillFromCollection?: number | undefined } = {},
): Promise<CardSection> {
  const unique = [...new Set(tgids)];
  const [groups, fill] = await Promise.all([
    Promise.all(
      unique.map((tgid) => context.catalogue.getTourGroup(tgid, answerParams(context), context.request)),
    ),
    options.fillFromCollection
      ? context.catalogue.listBy(
          'collection',
          options.fillFromCollection,
          { ...answerParams(context), limit: TOP_EXPERIENCES_LIMIT },
          context.request,
        )
      : Promise.resolve(null),
  ]);
  const keep = options.keep ?? (() => true);
  const chosen = (groups.filter(Boolean) as unknown as TourGroup[]).filter(keep);
  const seen = new Set(chosen.map((group) => group.id));
  const extra = ((fill?.items ?? []) as unknown as TourGroup[]).filter((item) => !seen.has(item.id));
  const items = [...chosen, ...extra].slice(0, TOP_EXPERIENCES_LIMIT);
  const cards = buildCards(items as unknown as ListItem[], experiencePages(index), context);
  const anyAnswer =
    groups.some((group) => group) || (options.fillFromCollection !== undefined && fill !== undefined);
  const asked = unique.length > 0 || options.fillFromCollection !== undefined;
  return {
    state: cards.length > 0 ? 'ok' : asked && !anyAnswer ? 'failed' : 'empty',
    cards,
  };
}
