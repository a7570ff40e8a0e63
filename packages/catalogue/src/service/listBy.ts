import { sql } from 'kysely';
import { NotFoundError, type CatalogueContext } from './context.ts';
import { listItemText } from './listCard.ts';
import type { ListItem } from './listItemShape.ts';
import type { AnswerOptions } from './tourGroupShape.ts';

export interface ListOptions extends AnswerOptions {
  limit: number;
  offset: number;
  city: string | undefined;
  subCategoryIds: readonly number[];
  includeUnavailable?: boolean;
}

export type ListKind = 'collection' | 'category' | 'sub-category';

/** A list page as the API answers it. */
export interface TourGroupListAnswer {
  items: ListItem[];
  total: number;
  limit: number;
  offset: number;
  currencyCode: string;
}

/**
 * Tour groups of a collection, category or sub-category, most popular first
 * (`/api/tours/v6/tour-groups/list-by/{kind}/{id}/`), as JSON text: the page is spliced from the
 * stored cards (`listCard.ts`) without building objects. Hidden and unavailable products are left
 * out; `city` and `filter-by-subcategory-id(s)` narrow the list; with `fallback-to-english=0`
 * products without a name in the language are left out too. Items are list items
 * (`listItemAnswer`): tour groups without the product-page-only fields.
 */
export async function listByJson(
  ctx: CatalogueContext,
  kind: ListKind,
  id: number,
  options: ListOptions,
): Promise<string> {
  assertExists(ctx, kind, id);
  let query = ctx.db.selectFrom('list_card as lc').where(sql<boolean>`not lc.hidden`);
  // Literal predicates, so that the partial indexes (`where not hidden and available`) apply.
  if (!options.includeUnavailable) query = query.where(sql<boolean>`lc.available`);
  if (kind === 'collection') {
    query = query
      .innerJoin('collection_tour_group as ctg', 'ctg.tgid', 'lc.tgid')
      .where('ctg.collection_id', '=', id);
  } else if (kind === 'category') {
    query = query.where('lc.category_id', '=', id);
  } else {
    query = query.where('lc.sub_category_id', '=', id);
  }
  if (options.city) query = query.where('lc.city_code', '=', options.city);
  if (options.subCategoryIds.length) query = query.where('lc.sub_category_id', 'in', options.subCategoryIds);
  if (!options.fallback) query = query.where(sql<boolean>`${options.language} = any(lc.languages)`);
  // Plain lists answer the count the seed stored, read in the same statement.
  const stored = !options.subCategoryIds.length && options.fallback && !options.includeUnavailable;
  const storedTotal = sql<number | null>`(select total from list_count
    where kind = ${kind} and list_id = ${id} and city_code = ${options.city ?? ''})`;
  const rows = await query
    .select(['lc.card', (stored ? storedTotal : sql<null>`null`).as('stored_total')])
    .orderBy('lc.popularity', 'desc')
    .orderBy('lc.tgid')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  const answerOptions = { ...options, slugLanguages: [...new Set(['en', options.language])] };
  let items = '';
  for (const row of rows) items += (items ? ',' : '') + listItemText(ctx, row.card, answerOptions);
  const total = await countList(options, rows.length, rows[0]?.stored_total ?? null, async () =>
    stored
      ? ((await ctx.db.selectNoFrom(storedTotal.as('total')).executeTakeFirstOrThrow()).total ?? 0)
      : (
          await ctx.db
            .selectFrom(query.select(sql<number>`1`.as('one')).as('matched'))
            .select(sql<number>`count(*)::int`.as('total'))
            .executeTakeFirstOrThrow()
        ).total,
  );
  return `{"items":[${items}],"total":${total},"limit":${options.limit},"offset":${options.offset},"currencyCode":${JSON.stringify(options.currency)}}`;
}

/** `listByJson` as an object, for callers that reshape the list (product cards). */
export async function listBy(
  ctx: CatalogueContext,
  kind: ListKind,
  id: number,
  options: ListOptions,
): Promise<TourGroupListAnswer> {
  return JSON.parse(await listByJson(ctx, kind, id, options)) as TourGroupListAnswer;
}

/**
 * The number of listed products: known from the page when it is not full; else stored by the seed
 * for plain lists (no sub-category or language filter; read with the page), else counted.
 */
async function countList(
  options: ListOptions,
  answered: number,
  storedTotal: number | null,
  count: () => Promise<number>,
): Promise<number> {
  if (answered < options.limit && (answered > 0 || options.offset === 0)) return options.offset + answered;
  return storedTotal ?? count();
}

function assertExists(ctx: CatalogueContext, kind: ListKind, id: number) {
  const { collections, categories, subCategories } = ctx.taxonomy;
  const table = kind === 'collection' ? collections : kind === 'category' ? categories : subCategories;
  if (!table.has(id)) throw new NotFoundError(`${kind} ${id}`);
}
