import { sql, type Expression, type SqlBool } from 'kysely';
import { searchWords } from '../contract/search.ts';
import type { CatalogueContext } from './context.ts';
import { listItemText } from './listCard.ts';
import type { ListItem } from './listItemShape.ts';
import type { AnswerOptions } from './tourGroupShape.ts';

/** Most products one search answers (the API's `limit` is 1 … this). */
export const SEARCH_LIMIT_MAX = 50;

export interface SearchOptions extends AnswerOptions {
  /** The visitor's search, normalised by the storefront (`rules/search/searchQuery.ts`); '' = none. */
  query: string;
  /** City code: only that city's products. */
  city: string | undefined;
  limit: number;
}

/** A search as the API answers it. */
export interface TourGroupSearchAnswer {
  query: string;
  items: ListItem[];
  limit: number;
  currencyCode: string;
}

/**
 * A word as a `LIKE` pattern's literal part: `%`, `_` and `\` are matched as themselves.
 * @example likeLiteral('50%_off') === '50\\%\\_off'
 */
export const likeLiteral = (word: string): string => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Products whose name contains every word of the search (case-insensitive, `ILIKE`), in the answer's
 * language or in English (`/api/v1/tour-groups/search`), as JSON text spliced from the stored cards
 * like the lists: names that start with the first word first, then the most popular. Hidden and
 * unavailable products are left out; `city` narrows to one city. Without a query, the most popular
 * products (the 404 page's suggestions). At most `limit` (≤ 50) items and no count: a search's cost is
 * bounded by its words (≤ 8, `searchWords`) and its limit.
 */
export async function searchTourGroupsJson(ctx: CatalogueContext, options: SearchOptions): Promise<string> {
  const words = searchWords(options.query);
  const name = sql<string>`coalesce(tg.i18n -> ${options.language} ->> 'name', '')`;
  const english = sql<string>`coalesce(tg.i18n -> 'en' ->> 'name', '')`;
  let query = ctx.db
    .selectFrom('list_card as lc')
    .innerJoin('tour_group as tg', 'tg.id', 'lc.tgid')
    .where(sql<boolean>`not lc.hidden`)
    .where(sql<boolean>`lc.available`);
  if (options.city) query = query.where('lc.city_code', '=', options.city);
  if (!options.fallback) query = query.where(sql<boolean>`${options.language} = any(lc.languages)`);
  for (const word of words) {
    const pattern = `%${likeLiteral(word)}%`;
    query = query.where(
      sql<SqlBool>`(${name} ilike ${pattern} or ${english} ilike ${pattern})` as Expression<SqlBool>,
    );
  }
  const first = words[0];
  const rank = first
    ? sql<number>`case when ${name} ilike ${`${likeLiteral(first)}%`}
        or ${english} ilike ${`${likeLiteral(first)}%`} then 0 else 1 end`
    : undefined;
  let ordered = query.select('lc.card');
  if (rank) ordered = ordered.orderBy(rank);
  const rows = await ordered
    .orderBy('lc.popularity', 'desc')
    .orderBy('lc.tgid')
    .limit(Math.min(Math.max(options.limit, 1), SEARCH_LIMIT_MAX))
    .execute();
  const answerOptions = { ...options, slugLanguages: [...new Set(['en', options.language])] };
  let items = '';
  for (const row of rows) items += (items ? ',' : '') + listItemText(ctx, row.card, answerOptions);
  return `{"query":${JSON.stringify(options.query)},"items":[${items}],"limit":${options.limit},"currencyCode":${JSON.stringify(options.currency)}}`;
}

/** `searchTourGroupsJson` as an object (tests, and the client's answer type). */
export async function searchTourGroups(
  ctx: CatalogueContext,
  options: SearchOptions,
): Promise<TourGroupSearchAnswer> {
  return JSON.parse(await searchTourGroupsJson(ctx, options)) as TourGroupSearchAnswer;
}
