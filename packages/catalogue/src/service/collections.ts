import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { NotFoundError, type CatalogueContext } from './context.ts';
import { localise, urlSlugs } from './localise.ts';
import { listingPrice } from './money.ts';
import { collectionRatingOf } from './scopeRating.ts';
import { tourGroupSelect, withTaxonomyNames } from './tourGroupQuery.ts';
import type { AnswerOptions } from './tourGroupShape.ts';
import { answerWithVariants } from './tourGroups.ts';
import { variantRowsOf } from './variants.ts';

type Options = Pick<AnswerOptions, 'language' | 'currency' | 'fallback'>;

/**
 * The collection columns an answer needs, its cheapest available product and its rating, in one
 * statement (on PGlite each costs about 0.3 ms); the city's names are the context's reference data.
 */
function collectionQuery(ctx: CatalogueContext) {
  return ctx.db
    .selectFrom('collection as c')
    .select([
      'c.id',
      'c.names',
      'c.meta_descriptions',
      'c.hero_image_url',
      'c.card_image_url',
      'c.videos',
      'c.city_code',
      'c.url_slug',
    ])
    .select((eb) => [
      collectionRatingOf(eb).as('rating'),
      // Cheapest available product (prices compared in EUR); the rating is scopeRating.ts's.
      eb
        .selectFrom('collection_tour_group as ctg')
        .innerJoin('tour_group as tg', 'tg.id', 'ctg.tgid')
        .innerJoin('currency as cur', 'cur.code', 'tg.currency_code')
        .whereRef('ctg.collection_id', '=', 'c.id')
        .where('tg.final_price', 'is not', null)
        .where('tg.hidden', '=', false)
        .select(
          sql<{
            final: number;
            original: number;
            from: string;
          } | null>`json_build_object(
            'final', (array_agg(tg.final_price order by tg.final_price / cur.per_eur))[1],
            'original', (array_agg(tg.original_price order by tg.final_price / cur.per_eur))[1],
            'from', (array_agg(tg.currency_code order by tg.final_price / cur.per_eur))[1])`.as('stats'),
        )
        .as('stats'),
    ]);
}

type CollectionRecord = Awaited<ReturnType<ReturnType<typeof collectionQuery>['executeTakeFirstOrThrow']>>;

/** The collection as the API answers it (spec 000 §3 names). */
function collectionAnswer(ctx: CatalogueContext, row: CollectionRecord, options: Options) {
  const { stats, rating } = row;
  return {
    id: row.id,
    displayName: localise(row.names, options.language, options.fallback),
    metaDescription: localise(row.meta_descriptions, options.language, options.fallback),
    ratingsInfo: { ratingsCount: rating?.count ?? 0, averageRating: rating?.average ?? 0 },
    heroImageUrl: row.hero_image_url,
    cardImageUrl: row.card_image_url,
    startingPrice: {
      listingPrice:
        stats && stats.final !== null
          ? listingPrice(
              ctx,
              {
                final: Number(stats.final),
                original: Number(stats.original),
                from: stats.from,
                cashbackType: null,
                cashbackValue: null,
              },
              options.currency,
            )
          : null,
    },
    videos: row.videos,
    city: {
      code: row.city_code,
      displayName: localise(ctx.taxonomy.cities.get(row.city_code)?.names, options.language),
    },
    urlSlugs: urlSlugs(row.url_slug),
  };
}

/** `/api/tours/v1/collection/`: the collections of `ids[]`, or all of them by popularity. */
export async function listCollections(
  ctx: CatalogueContext,
  ids: readonly number[],
  options: Options & { limit: number; offset: number },
) {
  let query = collectionQuery(ctx);
  if (ids.length) query = query.where('c.id', 'in', ids);
  const rows = await query
    .orderBy('c.popularity', 'desc')
    .orderBy('c.id')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return { collections: rows.map((row) => collectionAnswer(ctx, row, options)) };
}

export async function getCollection(ctx: CatalogueContext, id: number, options: Options) {
  const row = await collectionQuery(ctx).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError(`collection ${id}`);
  return collectionAnswer(ctx, row, options);
}

/** The most products a section answers: hand-picked ones, and all of them. */
const PICKS_LIMIT = 12;
const GENERIC_LIMIT = 100;

/**
 * `/api/tours/v1/collection/{id}/sections/`: HEADOUT_PICKS (hand-picked) then GENERIC (all). The
 * collection and its products (with their variants) are read in one statement.
 */
export async function collectionSections(ctx: CatalogueContext, id: number, options: Options) {
  const base = tourGroupSelect(ctx, options.language)
    .innerJoin('collection_tour_group as ctg', 'ctg.tgid', 'tg.id')
    .select((eb) => ['ctg.headout_pick', variantRowsOf(eb).as('variant_rows')])
    .where('ctg.collection_id', '=', id)
    .where('tg.hidden', '=', false)
    .where('tg.final_price', 'is not', null)
    .orderBy('ctg.rank')
    .orderBy('tg.id');
  const row = await collectionQuery(ctx)
    .select(jsonArrayFrom(base.limit(GENERIC_LIMIT)).as('products'))
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(`collection ${id}`);
  const generic = withTaxonomyNames(ctx, row.products);
  // The picks are the first hand-picked products in the same order: read from the generic rows when
  // those hold the whole collection (always, but for a collection of more than 100 products).
  const picks =
    generic.length < GENERIC_LIMIT
      ? generic.filter((product) => product.headout_pick).slice(0, PICKS_LIMIT)
      : withTaxonomyNames(ctx, await base.where('ctg.headout_pick', '=', true).limit(PICKS_LIMIT).execute());
  const answer = { ...options, useSeatmapPrices: false };
  const items = (rows: typeof picks) => rows.map((product) => answerWithVariants(ctx, product, answer));
  return {
    ...collectionAnswer(ctx, row, options),
    sections: [
      { type: 'HEADOUT_PICKS', tourGroups: { items: items(picks), total: picks.length } },
      { type: 'GENERIC', tourGroups: { items: items(generic), total: generic.length } },
    ].filter((section) => section.tourGroups.total > 0),
  };
}

/** `/api/v1/collection/top/list/`: a city's most popular collections, optionally by (sub-)category. */
export async function topCollections(
  ctx: CatalogueContext,
  filter: {
    city: string | undefined;
    categoryId: number | undefined;
    subCategoryId: number | undefined;
    limit: number;
  },
  options: Options,
) {
  let query = collectionQuery(ctx);
  if (filter.city) query = query.where('c.city_code', '=', filter.city);
  if (filter.categoryId !== undefined || filter.subCategoryId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('collection_tour_group as x')
          .innerJoin('tour_group as t', 't.id', 'x.tgid')
          .whereRef('x.collection_id', '=', 'c.id')
          .$if(filter.categoryId !== undefined, (q) =>
            q.where('t.primary_category_id', '=', filter.categoryId ?? 0),
          )
          .$if(filter.subCategoryId !== undefined, (q) =>
            q.where('t.primary_sub_category_id', '=', filter.subCategoryId ?? 0),
          )
          .select('x.tgid'),
      ),
    );
  }
  const rows = await query.orderBy('c.popularity', 'desc').orderBy('c.id').limit(filter.limit).execute();
  return { collections: rows.map((row) => collectionAnswer(ctx, row, options)) };
}
