import { sql } from 'kysely';
import type { Localised } from '../db/schema.ts';
import type { CatalogueContext } from './context.ts';

/** Every tour_group column but the texts (`i18n`, selected by `tourGroupSelect`). */
const TOUR_GROUP_COLUMNS = [
  'tg.id',
  'tg.city_code',
  'tg.currency_code',
  'tg.primary_collection_id',
  'tg.primary_category_id',
  'tg.primary_sub_category_id',
  'tg.flow_type',
  'tg.combo',
  'tg.multi_variant',
  'tg.default_variant_id',
  'tg.final_price',
  'tg.original_price',
  'tg.cashback_type',
  'tg.cashback_value',
  'tg.seatmap_price',
  'tg.min_duration',
  'tg.max_duration',
  'tg.average_rating',
  'tg.rating_count',
  'tg.rating_split',
  'tg.review_count',
  'tg.popularity',
  'tg.booked_count',
  'tg.hidden',
  'tg.all_tags',
  'tg.descriptors',
  'tg.media',
  'tg.policies',
  'tg.url_slug',
  'tg.experience_itinerary_ids',
  'tg.all_variant_open_dated',
] as const;

/**
 * The tour-group columns every answer needs. The names of its primary collection, category,
 * sub-category and city are not joined here but taken from `ctx.taxonomy` by `withTaxonomyNames`:
 * they are fixed reference data, and planning the four joins was most of the cost of a product's
 * row on PGlite (about 1 ms of a 1.5 ms query). With `language`, the texts (`i18n`) are only those
 * an answer in that language reads, its own and English (`textsOf`): the texts in every language
 * are most of a row (~3 KB of ~5 KB), and a page of products reads them as JSON.
 */
export function tourGroupSelect(ctx: CatalogueContext, language?: string) {
  return ctx.db
    .selectFrom('tour_group as tg')
    .select(TOUR_GROUP_COLUMNS)
    .select((eb) =>
      language === undefined
        ? eb.ref('tg.i18n').as('i18n')
        : sql<unknown>`jsonb_build_object(${language}::text, tg.i18n -> ${language}::text, 'en', tg.i18n -> 'en')`.as(
            'i18n',
          ),
    );
}

type TourGroupRow = Awaited<ReturnType<ReturnType<typeof tourGroupSelect>['executeTakeFirstOrThrow']>>;

/** The names of a product's primary collection (and its slug), category, sub-category and city. */
export interface TaxonomyNames {
  collection_names: Localised;
  collection_slug: string;
  category_names: Localised;
  sub_category_names: Localised;
  city_names: Localised;
}

/** A tour-group row with the names of its primary taxonomy and city. */
export type TourGroupRecord = TourGroupRow & TaxonomyNames;

/**
 * The rows with the names of their primary collection, category, sub-category and city; a row whose
 * reference is unknown is left out, as the inner joins that used to add these names left it out.
 */
export function withTaxonomyNames<Row extends TourGroupRow>(
  ctx: CatalogueContext,
  rows: readonly Row[],
): (Row & TaxonomyNames)[] {
  const { collections, categories, subCategories, cities } = ctx.taxonomy;
  return rows.flatMap((row) => {
    const collection = collections.get(row.primary_collection_id);
    const category = categories.get(row.primary_category_id);
    const subCategory = subCategories.get(row.primary_sub_category_id);
    const city = cities.get(row.city_code);
    if (!collection || collection.slug === undefined || !category || !subCategory || !city) return [];
    return [
      {
        ...row,
        collection_names: collection.names,
        collection_slug: collection.slug,
        category_names: category.names,
        sub_category_names: subCategory.names,
        city_names: city.names,
      },
    ];
  });
}
