import { sql } from 'kysely';
import { NotFoundError, type CatalogueContext } from './context.ts';
import { listSelect, withNames, type ListRow } from './listQuery.ts';
import { tourGroupAnswer, type AnswerOptions } from './tourGroupShape.ts';
import { variantAnswer } from './variants.ts';

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
 * products without a name in the language are left out too. Items are tour groups whose
 * `urlSlugs` (their own and their taxonomy's) name English and the requested language only.
 */
export async function listBy(ctx: CatalogueContext, kind: ListKind, id: number, options: ListOptions) {
  assertExists(ctx, kind, id);
  let query = listSelect(ctx, options.language).where('tg.hidden', '=', false);
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
  const page = query
    .orderBy('tg.popularity', 'desc')
    .orderBy('tg.id')
    .limit(options.limit)
    .offset(options.offset);
  // The plain lists (no sub-category or language filter) are counted once, by the seed.
  const counted = !options.subCategoryIds.length && options.fallback && !options.includeUnavailable;
  const count = counted
    ? sql<number>`(select total from list_count where kind = ${kind} and list_id = ${id}
        and city_code = ${options.city ?? ''})`
    : sql<number>`(select count(*) from (${query.clearSelect().select('tg.id')}) matched)`;
  // One statement and one text value: PGlite spends more per field than per byte.
  const { rows } = await sql<{ doc: string }>`select json_build_object('total', coalesce(${count}, 0),
    'rows', coalesce((select json_agg(p order by p.popularity desc, p.id) from (${page}) p), '[]'))::text as doc`.execute(
    ctx.db,
  );
  const doc = JSON.parse(rows[0]?.doc ?? '{}') as { total: number; rows: ListRow[] };
  const slugLanguages = [...new Set(['en', options.language])];
  const answerOptions = { ...options, slugLanguages };
  return {
    items: doc.rows.map((row) =>
      tourGroupAnswer(
        ctx,
        withNames(ctx, row),
        row.variants.map((variant) => variantAnswer(ctx, variant, row, options)),
        answerOptions,
      ),
    ),
    total: doc.total,
    limit: options.limit,
    offset: options.offset,
    currencyCode: options.currency,
  };
}

function assertExists(ctx: CatalogueContext, kind: ListKind, id: number) {
  const { collections, categories, subCategories } = ctx.taxonomy;
  const table = kind === 'collection' ? collections : kind === 'category' ? categories : subCategories;
  if (!table.has(id)) throw new NotFoundError(`${kind} ${id}`);
}
