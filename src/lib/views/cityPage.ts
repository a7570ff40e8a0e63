import { z } from 'zod';
import { linkUrl, type LinkResolver } from '../content/links';
import { pageLinks } from './pageLinks';
import type { CategoriesAnswer, NearbyCitiesAnswer, TopCollectionsAnswer } from '../catalogue/client';
import { safeLinkUrl } from '../rules/shortcodes/safeUrl';
import { priceText } from './priceText';
import { parseCategories } from './catalogueCategories';
import { loadPageBase, type PageBase, type PageDocument } from './pageBase';
import { answerParams, type PageContext } from '../request/pageContext';
import { mediaUrl } from './slices/bannerView';
import { taggedPagePaths } from '../content/taggedPages';
import { cityPagesElsewhere, collectionPagesElsewhere, type ElsewhereInput } from './cityPagesElsewhere';
import { appConfig } from '../config';
import { getSites } from '../sites/siteRegistry';
import type { Site } from '../sites/site';
import type { SectionState } from './slices/sliceViews';
import { filledFields } from '../rules/filledFields';

/** A city page's travel guide has 12 items (spec 001 §2). */
export const GUIDE_ITEMS = 12;
export const TOP_ATTRACTIONS = 8;

export interface Section<T> {
  state: SectionState;
  items: T[];
}
export interface CollectionTile {
  id: number;
  /** This site's page of the collection, when it has one. */
  href: string | undefined;
  name: string;
  image: string | undefined;
  rating: number | undefined;
  ratingCount: number;
  fromPrice: string;
}
export interface CityTile {
  code: string;
  /** The city's page on another site (a microsite's city guide, else the global site's), when one exists. */
  href: string | undefined;
  name: string;
  country: string;
  image: string | undefined;
}
export interface CategoryTile {
  id: number;
  href: string | undefined;
  name: string;
  productCount: number;
}
export interface GuideItem {
  title: string;
  text: string;
  href: string | undefined;
}

export interface CityPageView {
  kind: 'city';
  base: PageBase;
  city: { code: string; name: string; country: string; image: string | undefined } | undefined;
  topAttractions: Section<CollectionTile>;
  nearbyCities: Section<CityTile>;
  categories: Section<CategoryTile>;
  guide: GuideItem[];
}

const guideItem = z.object({
  title: z.string().trim().min(1),
  text: z.string().trim().default(''),
  link: z.unknown().optional(),
});

/** The document's travel guide: its first 12 well-formed items; links only to safe targets. */
export function guideItems(raw: unknown, resolve: LinkResolver): GuideItem[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .flatMap((item) => {
      const parsed = guideItem.safeParse(filledFields(item));
      if (!parsed.success) return [];
      const link = linkUrl(parsed.data.link, resolve);
      return [
        { title: parsed.data.title, text: parsed.data.text, href: link ? safeLinkUrl(link) : undefined },
      ];
    })
    .slice(0, GUIDE_ITEMS);
}

const section = <A, T>(answer: A | null | undefined, items: (answer: A) => T[]): Section<T> => {
  if (answer === undefined || answer === null) return { state: 'failed', items: [] };
  const list = items(answer);
  return { state: list.length > 0 ? 'ok' : 'empty', items: list };
};

export function collectionTiles(answer: TopCollectionsAnswer, context: PageContext): CollectionTile[] {
  return answer.collections.map((collection) => {
    const price = collection.startingPrice?.listingPrice;
    return {
      id: collection.id,
      href: undefined,
      name: collection.displayName ?? '',
      image: mediaUrl(collection.cardImageUrl ?? undefined),
      rating: collection.ratingsInfo?.averageRating ?? undefined,
      ratingCount: collection.ratingsInfo?.ratingsCount ?? 0,
      fromPrice: priceText(price, context),
    };
  });
}

export const cityTiles = (answer: NearbyCitiesAnswer): CityTile[] =>
  (answer?.nearbyCities ?? []).map((city) => ({
    code: city.code,
    href: undefined,
    name: city.displayName ?? city.code,
    country: city.country?.displayName ?? '',
    image: mediaUrl(city.imageUrl ?? undefined),
  }));

export const categoryTiles = (answer: CategoriesAnswer): CategoryTile[] =>
  (parseCategories(answer) ?? []).map((category) => ({
    id: category.id,
    href: undefined,
    name: category.name,
    productCount: Number(
      (answer?.categories?.find((c) => c.id === category.id) as { productCount?: number })?.productCount ?? 0,
    ),
  }));

/** What a city page needs besides the request: the microsite registry and the local host suffix. */
export interface CityDeps {
  sites: () => Promise<readonly Site[]>;
  localSuffix: string;
  /** Whether another site's document is shown as a city page (given by the page-kind registry). */
  isCityPage: ElsewhereInput['isCityPage'];
}

const defaultDeps = (isCityPage: CityDeps['isCityPage']): CityDeps => ({
  sites: getSites,
  localSuffix: appConfig().localSiteSuffix,
  isCityPage,
});

/**
 * A city page (spec 001 §2): banner and slices, the city's top attractions (its top collections),
 * nearby cities, popular categories and a 12-item travel guide — every catalogue part fetched in
 * parallel and degrading on its own. Tiles link where a page exists (issue 21 §4): attractions to this
 * site's collection pages, categories to its category pages, nearby cities to their city pages.
 * @example await loadCityPage(page, context, { isCityPage })
 */
export async function loadCityPage(
  page: PageDocument,
  context: PageContext,
  given: Pick<CityDeps, 'isCityPage'> & Partial<CityDeps>,
): Promise<CityPageView> {
  const deps = { ...defaultDeps(given.isCityPage), ...given };
  const code =
    String(page.data['tagged_city'] ?? '')
      .trim()
      .toUpperCase() || context.site.cityCode;
  const { request } = context;
  const [base, city, top, nearby, categories] = await Promise.all([
    loadPageBase(page, context),
    context.catalogue.getCity(code, context.language, request),
    context.catalogue.getTopCollections(
      { ...answerParams(context), city: code, limit: TOP_ATTRACTIONS },
      request,
    ),
    context.catalogue.getNearbyCities(code, context.language, request),
    context.catalogue.getCategories({ city: code, language: context.language }, request),
  ]);
  const topAttractions = section(top, (answer) => collectionTiles(answer, context));
  const popular = section(categories, (answer) =>
    categoryTiles(answer)
      .sort((a, b) => b.productCount - a.productCount)
      .slice(0, 8),
  );
  const lookup = (field: 'tagged_collection' | 'tagged_category', ids: number[]) =>
    taggedPagePaths(context.content, field, ids, context.locale, context.language, context.site.domain);
  const nearbyCities = section(nearby, cityTiles);
  // Other sites' pages (nearby cities, attractions without a page here), asked alongside this site's.
  type Elsewhere = [Map<string, string>, Map<number, string>];
  const elsewhere: Promise<Elsewhere> = deps
    .sites()
    .then(async (sites): Promise<Elsewhere> => {
      const input = {
        sites,
        language: context.language,
        origin: context.origin,
        localSuffix: deps.localSuffix,
        isCityPage: deps.isCityPage,
      };
      return Promise.all([
        cityPagesElsewhere(
          context.content,
          nearbyCities.items.map((tile) => tile.code),
          input,
        ),
        collectionPagesElsewhere(
          context.content,
          topAttractions.items.map((tile) => tile.id),
          input,
        ),
      ]);
    })
    .catch((): Elsewhere => [new Map(), new Map()]);
  const [collectionPaths, categoryPaths, [cityPaths, otherCollectionPaths]] = await Promise.all([
    lookup(
      'tagged_collection',
      topAttractions.items.map((tile) => tile.id),
    ),
    lookup(
      'tagged_category',
      popular.items.map((tile) => tile.id),
    ),
    elsewhere,
  ]);
  for (const tile of nearbyCities.items) tile.href = cityPaths.get(tile.code.toUpperCase());
  for (const tile of topAttractions.items)
    tile.href = collectionPaths.get(tile.id) ?? otherCollectionPaths.get(tile.id);
  for (const tile of popular.items) tile.href = categoryPaths.get(tile.id);
  return {
    kind: 'city',
    base,
    city: city
      ? {
          code: city.code,
          name: city.displayName ?? code ?? '',
          country: city.country?.displayName ?? '',
          image: mediaUrl(city.imageUrl ?? undefined),
        }
      : undefined,
    topAttractions,
    nearbyCities,
    categories: popular,
    guide: guideItems(page.data['guide_items'], pageLinks(context)),
  };
}
