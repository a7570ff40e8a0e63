import type { CatalogueContext } from './context.ts';

/** The tour-group columns every answer needs, joined with the names of its primary taxonomy. */
export function tourGroupSelect(ctx: CatalogueContext) {
  return ctx.db
    .selectFrom('tour_group as tg')
    .innerJoin('collection as col', 'col.id', 'tg.primary_collection_id')
    .innerJoin('category as cat', 'cat.id', 'tg.primary_category_id')
    .innerJoin('sub_category as sub', 'sub.id', 'tg.primary_sub_category_id')
    .innerJoin('city', 'city.code', 'tg.city_code')
    .selectAll('tg')
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
