import { sql } from 'kysely';
import { NotFoundError, type CatalogueContext } from './context.ts';
import { scopeRatingQuery, type ReviewScope } from './scopeRating.ts';
import { REVIEW_COLUMNS, reviewAnswer } from './tourGroups.ts';

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
  await assertScope(ctx, scope);
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
  // One rating per scope, whatever the filters: the stored ratings of its products.
  const summary = scopeRatingQuery(ctx.db, scope);
  const byStars = query.select(['rating', sql<number>`count(*)::int`.as('count')]).groupBy('rating');
  if (o.ratingFilter === 'GE_4') query = query.where('rating', '>=', 4);
  if (o.ratingFilter === 'EQ_3') query = query.where('rating', '=', 3);
  if (o.ratingFilter === 'LT_3') query = query.where('rating', '<', 3);
  if (o.mediaOnly) query = query.where('has_media', '=', true);
  if (o.language) query = query.where('language', '=', o.language);
  const direction = o.order === 'ASC' ? 'asc' : 'desc';
  const column = o.sort === 'HELPFULNESS' ? 'helpful_count' : o.sort === 'RATING' ? 'rating' : 'created_on';
  const [items, total, all, stars] = await Promise.all([
    query
      .select(REVIEW_COLUMNS)
      .orderBy(column, direction)
      .orderBy('id')
      .limit(o.limit)
      .offset(o.offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    summary.executeTakeFirstOrThrow(),
    byStars.execute(),
  ]);
  const next = o.offset + items.length;
  return {
    averageRating: all.average,
    ratingsCount: all.count,
    ratingCounts: [5, 4, 3, 2, 1].map((rating) => ({
      rating,
      count: stars.find((row) => row.rating === rating)?.count ?? 0,
    })),
    total: total.count,
    limit: o.limit,
    offset: o.offset,
    nextOffset: next < total.count ? next : null,
    items: items.map(reviewAnswer),
  };
}

async function assertScope(ctx: CatalogueContext, scope: ReviewScope) {
  const found =
    scope.kind === 'tour-group'
      ? await ctx.db.selectFrom('tour_group').select('id').where('id', '=', scope.id).executeTakeFirst()
      : scope.kind === 'collection'
        ? await ctx.db.selectFrom('collection').select('id').where('id', '=', scope.id).executeTakeFirst()
        : await ctx.db
            .selectFrom('city')
            .select('code as id')
            .where('code', '=', scope.city)
            .executeTakeFirst();
  if (!found) throw new NotFoundError(`${scope.kind} ${'city' in scope ? `${scope.city}/` : ''}${scope.id}`);
}
