import { sql } from 'kysely';
import type { CatalogueContext } from './context.ts';
import type { TourGroupRecord } from './tourGroupQuery.ts';
import type { VariantRow } from './variants.ts';

/**
 * The columns a list item needs, without joins (taxonomy names come from `ctx.taxonomy`) and with
 * the per-language texts cut down to `language` and English: at bench scale the full `i18n` maps
 * of 100 rows cost more than the rest of the query.
 */
export function listSelect(ctx: CatalogueContext, language: string) {
  return ctx.db.selectFrom('tour_group as tg').select([
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
    sql<unknown>`jsonb_build_object('en', tg.i18n -> 'en', ${language}::text, tg.i18n -> ${language}::text)`.as(
      'i18n',
    ),
    // The variants of each row, in order, so that one statement answers the whole list.
    sql<VariantRow[]>`(select coalesce(json_agg(json_build_object('id', v.id, 'names', v.names,
        'min_pax', v.min_pax, 'max_pax', v.max_pax, 'open_dated', v.open_dated, 'final_price', v.final_price,
        'original_price', v.original_price) order by v.sort_order), '[]') from variant v where v.tgid = tg.id)`.as(
      'variants',
    ),
  ]);
}

export type ListRow = Awaited<ReturnType<ReturnType<typeof listSelect>['execute']>>[number];

/** A list row completed with the taxonomy names, in the shape `tourGroupAnswer` takes. */
export function withNames(ctx: CatalogueContext, row: ListRow): TourGroupRecord {
  const collection = ctx.taxonomy.collections.get(row.primary_collection_id);
  return {
    ...row,
    collection_names: collection?.names ?? {},
    collection_slug: collection?.slug ?? String(row.primary_collection_id),
    category_names: ctx.taxonomy.categories.get(row.primary_category_id)?.names ?? {},
    sub_category_names: ctx.taxonomy.subCategories.get(row.primary_sub_category_id)?.names ?? {},
    city_names: ctx.taxonomy.cities.get(row.city_code)?.names ?? {},
  };
}
