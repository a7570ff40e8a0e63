import type { CatalogueContext } from './context.ts';

/** Every tour_group column. */
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
  'tg.review_count',
  'tg.popularity',
  'tg.booked_count',
  'tg.hidden',
  'tg.all_tags',
  'tg.descriptors',
  'tg.media',
  'tg.policies',
  'tg.url_slug',
  'tg.i18n',
  'tg.experience_itinerary_ids',
  'tg.all_variant_open_dated',
] as const;

/** The tour-group columns every answer needs, joined with the names of its primary taxonomy. */
export function tourGroupSelect(ctx: CatalogueContext) {
  return ctx.db
    .selectFrom('tour_group as tg')
    .innerJoin('collection as col', 'col.id', 'tg.primary_collection_id')
    .innerJoin('category as cat', 'cat.id', 'tg.primary_category_id')
    .innerJoin('sub_category as sub', 'sub.id', 'tg.primary_sub_category_id')
    .innerJoin('city', 'city.code', 'tg.city_code')
    .select(TOUR_GROUP_COLUMNS)
    .select([
      'col.names as collection_names',
      'col.url_slug as collection_slug',
      'cat.names as category_names',
      'sub.names as sub_category_names',
      'city.names as city_names',
    ]);
}

export type TourGroupRecord = Awaited<
  ReturnType<ReturnType<typeof tourGroupSelect>['executeTakeFirstOrThrow']>
>;
