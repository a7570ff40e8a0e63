import { sql } from 'kysely';
import { NotFoundError, type CatalogueContext } from './context.ts';
import { listSelect, withNames, type ListCard } from './listQuery.ts';
import { listItemAnswer } from './listItemShape.ts';
import type { AnswerOptions } from './tourGroupShape.ts';
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
 * products without a name in the language are left out too. Items are list items
 * (`listItemAnswer`): tour groups without the product-page-only fields.
 */
export async function listBy(ctx: CatalogueContext, kind: ListKind, id: number, options: ListOptions) {
  assertExists(ctx, kind, id);
  let query = listSelect(ctx).where('tg.hidden', '=', false);
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
  const rows = await query
    .orderBy('tg.popularity', 'desc')
    .orderBy('tg.id')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  const slugLanguages = [...new Set(['en', options.language])];
  const answerOptions = { ...options, slugLanguages };
  const items = rows.map((row) => {
    const card = JSON.parse(row.list_card) as ListCard;
    return listItemAnswer(
      ctx,
      withNames(ctx, card),
      card.variants.map((variant) => variantAnswer(ctx, variant, card, options)),
      answerOptions,
    );
  });
  return {
    items,
    total: await countList(ctx, query, { kind, id, options, answered: rows.length }),
    limit: options.limit,
    offset: options.offset,
    currencyCode: options.currency,
  };
}

/**
 * The number of listed products: known from the page when it is not full; else stored by the seed
 * for plain lists (no sub-category or language filter), else counted.
 */
async function countList(
  ctx: CatalogueContext,
  query: ReturnType<typeof listSelect>,
  { kind, id, options, answered }: { kind: ListKind; id: number; options: ListOptions; answered: number },
): Promise<number> {
  if (answered < options.limit && (answered > 0 || options.offset === 0)) return options.offset + answered;
  if (!options.subCategoryIds.length && options.fallback && !options.includeUnavailable) {
    const stored = await ctx.db
      .selectFrom('list_count')
      .select('total')
      .where('kind', '=', kind)
      .where('list_id', '=', id)
      .where('city_code', '=', options.city ?? '')
      .executeTakeFirst();
    return stored?.total ?? 0;
  }
  const counted = await ctx.db
    .selectFrom(query.clearSelect().select('tg.id').as('matched'))
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return counted.total;
}

function assertExists(ctx: CatalogueContext, kind: ListKind, id: number) {
  const { collections, categories, subCategories } = ctx.taxonomy;
  const table = kind === 'collection' ? collections : kind === 'category' ? categories : subCategories;
  if (!table.has(id)) throw new NotFoundError(`${kind} ${id}`);
}
