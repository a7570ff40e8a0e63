import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { CatalogueDatabase } from '../db/schema.ts';

/**
 * What a rating is about: one product, a collection, or a city's category or sub-category. The one
 * definition of which products make a scope's rating (docs/catalogue-api.md "One rating per product and
 * collection"): the product itself; otherwise the visible products whose primary collection, category
 * or sub-category it is — the same rows a review carries in its `collection_id`, `category_id` and
 * `sub_category_id`, so the reviews listed, their breakdown by stars and the rating always agree.
 */
export type ReviewScope =
  | { kind: 'tour-group'; id: number }
  | { kind: 'collection'; id: number }
  | { kind: 'city-category'; city: string; id: number }
  | { kind: 'city-sub-category'; city: string; id: number };

type Db = CatalogueDatabase;
type ProductQuery = SelectQueryBuilder<Db & { tg: Db['tour_group'] }, 'tg', object>;

/** The products that make the ratings of these collections: the visible ones they are the primary collection of. */
export function productsOfCollections(query: ProductQuery, ids: readonly number[]): ProductQuery {
  return query
    .where('tg.hidden', '=', false)
    .where('tg.primary_collection_id', 'in', ids.length ? ids : [-1]);
}

/** Restricts a query over `tour_group as tg` to the products of the scope. */
export function productsOfScope(query: ProductQuery, scope: ReviewScope): ProductQuery {
  if (scope.kind === 'tour-group') return query.where('tg.id', '=', scope.id);
  if (scope.kind === 'collection') return productsOfCollections(query, [scope.id]);
  const city = query.where('tg.hidden', '=', false).where('tg.city_code', '=', scope.city);
  return scope.kind === 'city-category'
    ? city.where('tg.primary_category_id', '=', scope.id)
    : city.where('tg.primary_sub_category_id', '=', scope.id);
}

/**
 * The rating of a set of products (`tour_group as tg`): how many ratings and their average, weighted
 * by each product's count and rounded to two decimals. A product's own figures come from its review
 * rows (`db/ratings.ts`), so a one-product scope answers exactly its stored rating.
 */
export const scopeRatingColumns = [
  sql<number>`coalesce(sum(tg.rating_count), 0)::int`.as('count'),
  sql<number>`coalesce(round((sum(tg.average_rating::numeric * tg.rating_count) / nullif(sum(tg.rating_count), 0)), 2), 0)::float`.as(
    'average',
  ),
] as const;

/**
 * How many ratings of 5, 4, 3, 2 and 1 stars a set of products has: the sum of their `rating_split`
 * (derived from their review rows with their rating, `db/ratings.ts`).
 */
export const scopeSplitColumn = sql<number[]>`array[${sql.join(
  [1, 2, 3, 4, 5].map((index) => sql`coalesce(sum(tg.rating_split[${sql.lit(index)}]), 0)::int`),
)}]`.as('split');

/** The rating of a scope: `{ count, average }` (0 and 0 when nothing is rated). */
export function scopeRatingQuery(db: Kysely<Db>, scope: ReviewScope) {
  return productsOfScope(db.selectFrom('tour_group as tg'), scope).select(scopeRatingColumns);
}

/**
 * The rating of the collection `c` of an outer query, as a JSON column `{ count, average }` (0 and 0
 * when nothing is rated): read in the collection's own statement.
 */
export function collectionRatingOf(eb: ExpressionBuilder<Db & { c: Db['collection'] }, 'c'>) {
  return jsonObjectFrom(
    eb
      .selectFrom('tour_group as tg')
      .where('tg.hidden', '=', false)
      .whereRef('tg.primary_collection_id', '=', 'c.id')
      .select(scopeRatingColumns),
  );
}
