import { sql } from 'kysely';
import { NotFoundError, type CatalogueContext } from './context.ts';
import { tourGroupSelect } from './tourGroupQuery.ts';
import type { AnswerOptions } from './tourGroupShape.ts';
import { answerMany } from './tourGroups.ts';

export interface ListOptions extends AnswerOptions {
  limit: number;
  offset: number;
  city: string | undefined;
  subCategoryIds: readonly number[];
  includeUnavailable?: boolean;
}

export type ListKind = 'collection' | 'category' | 'sub-category';

/**
 * Tour groups of a collection, category or sub-category, most popular first
 * (`/api/tours/v6/tour-groups/list-by/{kind}/{id}/`). Hidden and unavailable products are left
 * out; `city` and `filter-by-subcategory-id(s)` narrow the list; with `fallback-to-english=0`
 * products without a name in the language are left out too.
 */
export async function listBy(ctx: CatalogueContext, kind: ListKind, id: number, options: ListOptions) {
  await assertExists(ctx, kind, id);
  let query = tourGroupSelect(ctx).where('tg.hidden', '=', false);
  if (!options.includeUnavailable) query = query.where('tg.final_price', 'is not', null);
  if (kind === 'collection') {
    query = query
      .innerJoin('collection_tour_group as ctg', 'ctg.tgid', 'tg.id')
      .where('ctg.collection_id', '=', id);
  } else if (kind === 'category') {
    query = query.where('tg.primary_category_id', '=', id);
  } else {
    query = query.where('tg.primary_sub_category_id', '=', id);
  }
  if (options.city) query = query.where('tg.city_code', '=', options.city);
  if (options.subCategoryIds.length)
    query = query.where('tg.primary_sub_category_id', 'in', options.subCategoryIds);
  if (!options.fallback) query = query.where(sql<boolean>`tg.i18n ? ${options.language}`);
  const [rows, total] = await Promise.all([
    query
      .orderBy('tg.popularity', 'desc')
      .orderBy('tg.id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const items = await answerMany(ctx, rows, options);
  return {
    items,
    total: total.total,
    limit: options.limit,
    offset: options.offset,
    currencyCode: options.currency,
  };
}

async function assertExists(ctx: CatalogueContext, kind: ListKind, id: number) {
  const table = kind === 'collection' ? 'collection' : kind === 'category' ? 'category' : 'sub_category';
  const found = await ctx.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new NotFoundError(`${kind} ${id}`);
}
