import { sql, type AliasableExpression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { CatalogueDatabase } from '../db/schema.ts';
import { NotFoundError, type CatalogueContext } from './context.ts';
import { scopeRatingQuery, scopeSplitColumn, type ReviewScope } from './scopeRating.ts';
import { REVIEW_COLUMNS, reviewAnswer, STARS, type ReviewRow } from './tourGroups.ts';

export type { ReviewScope } from './scopeRating.ts';

export interface ReviewOptions {
  limit: number;
  offset: number;
  /** GE_4, EQ_3, LT_3 (spec 000 §3). */
  ratingFilter: 'GE_4' | 'EQ_3' | 'LT_3' | undefined;
  mediaOnly: boolean;
  language: string | undefined;
  sort: 'HELPFULNESS' | 'RATING' | 'RECENT';
  order: 'ASC' | 'DESC';
}

/**
 * Reviews of a tour group, collection or city (sub-)category, filtered and sorted, a page at a
 * time, with the scope's averageRating and ratingsCount, and its ratingCounts: how many ratings of 5, 4,
 * 3, 2 and 1 stars (whatever the filters; they add up to ratingsCount).
 */
export async function listReviews(ctx: CatalogueContext, scope: ReviewScope, o: ReviewOptions) {
  // The review rows of the scope's products (scopeRating.ts): a review carries its product's primary
  // collection, city, category and sub-category, so these filters use the review indexes; hidden
  // products drop out as they do from the rating.
  let query = ctx.db.selectFrom('review');
  if (scope.kind === 'tour-group') query = query.where('tgid', '=', scope.id);
  else {
    query = query.where('tgid', 'not in', (eb) =>
      eb.selectFrom('tour_group').select('id').where('hidden', '=', true),
    );
    if (scope.kind === 'collection') query = query.where('collection_id', '=', scope.id);
    if (scope.kind === 'city-category')
      query = query.where('city_code', '=', scope.city).where('category_id', '=', scope.id);
    if (scope.kind === 'city-sub-category')
      query = query.where('city_code', '=', scope.city).where('sub_category_id', '=', scope.id);
  }
  if (o.ratingFilter === 'GE_4') query = query.where('rating', '>=', 4);
  if (o.ratingFilter === 'EQ_3') query = query.where('rating', '=', 3);
  if (o.ratingFilter === 'LT_3') query = query.where('rating', '<', 3);
  if (o.mediaOnly) query = query.where('has_media', '=', true);
  if (o.language) query = query.where('language', '=', o.language);
  const direction = o.order === 'ASC' ? 'asc' : 'desc';
  const column = o.sort === 'HELPFULNESS' ? 'helpful_count' : o.sort === 'RATING' ? 'rating' : 'created_on';
  // One statement (on PGlite each costs about 0.3 ms): whether the scope exists, its rating and its
  // ratings by stars (one per scope, whatever the filters: the stored ones of its products, which
  // count the same review rows), how many reviews pass the filters and the page of them.
  const found = await ctx.db
    .selectNoFrom((eb) => [
      scopeExists(ctx, eb, scope).as('exists'),
      jsonObjectFrom(scopeRatingQuery(ctx.db, scope).select(scopeSplitColumn)).as('summary'),
      query.select(sql<number>`count(*)::int`.as('count')).as('total'),
      jsonArrayFrom(
        query.select(REVIEW_COLUMNS).orderBy(column, direction).orderBy('id').limit(o.limit).offset(o.offset),
      ).as('items'),
    ])
    .executeTakeFirstOrThrow();
  if (!found.exists)
    throw new NotFoundError(`${scope.kind} ${'city' in scope ? `${scope.city}/` : ''}${scope.id}`);
  const total = found.total ?? 0;
  const next = o.offset + found.items.length;
  return {
    averageRating: found.summary?.average ?? 0,
    ratingsCount: found.summary?.count ?? 0,
    ratingCounts: STARS.map((rating, index) => ({ rating, count: found.summary?.split[index] ?? 0 })),
    total,
    limit: o.limit,
    offset: o.offset,
    nextOffset: next < total ? next : null,
    // As JSON the columns carry the same values; Kysely's JSON helpers type `media` as unknown.
    items: (found.items as ReviewRow[]).map(reviewAnswer),
  };
}

/**
 * Whether the scope exists, as a column of the reviews' statement: a product is looked up; a
 * collection or city is reference data, in the context.
 */
function scopeExists(
  ctx: CatalogueContext,
  eb: ExpressionBuilder<CatalogueDatabase, never>,
  scope: ReviewScope,
): AliasableExpression<SqlBool> {
  if (scope.kind === 'tour-group')
    return eb.exists(eb.selectFrom('tour_group').select('id').where('id', '=', scope.id));
  const known =
    scope.kind === 'collection'
      ? ctx.taxonomy.collections.has(scope.id)
      : ctx.taxonomy.cities.has(scope.city);
  return sql<SqlBool>`${sql.lit(known)}`;
}
