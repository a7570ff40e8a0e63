import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestCatalogue } from '../testing/testCatalogue.ts';
import type { CatalogueContext } from './context.ts';
import { getCollection } from './collections.ts';
import { ratingsOfUid } from './places.ts';
import { listReviews, type ReviewOptions } from './reviews.ts';
import { getTourGroup } from './tourGroups.ts';

// Issue 22 "one number per fact": a product's or a collection's rating is the same whichever call
// answers it — the card and booking box (the tour group), the reviews section and page (the reviews
// call, with its breakdown by stars), the page-uid ratings call — and it counts the stored reviews.

let catalogue: Awaited<ReturnType<typeof openTestCatalogue>>;
let ctx: CatalogueContext;
beforeAll(async () => {
  catalogue = await openTestCatalogue('pglite');
  ctx = catalogue.ctx;
}, 120_000);
afterAll(() => catalogue.close());

const ALL: ReviewOptions = {
  limit: 10,
  offset: 0,
  ratingFilter: undefined,
  mediaOnly: false,
  language: undefined,
  sort: 'HELPFULNESS',
  order: 'DESC',
};
const answer = { language: 'en', currency: 'EUR', fallback: true };

describe('one rating per product', () => {
  it('the tour group, its reviews call, its breakdown and its stored reviews agree', async () => {
    const products = await catalogue.db
      .selectFrom('tour_group')
      .select(['id'])
      .where('rating_count', '>', 0)
      .where('hidden', '=', false)
      .where('final_price', 'is not', null)
      .orderBy('rating_count', 'desc')
      .limit(12)
      .execute();
    expect(products.length).toBe(12);
    for (const { id } of products) {
      const stored = await catalogue.db
        .selectFrom('review')
        .select([sql<number>`count(*)::int`.as('count'), sql<number>`avg(rating)::float`.as('mean')])
        .where('tgid', '=', id)
        .executeTakeFirstOrThrow();
      const group = await getTourGroup(ctx, id, {
        ...answer,
        useSeatmapPrices: false,
        includeUnavailable: false,
        variantIds: [],
      });
      const reviews = await listReviews(ctx, { kind: 'tour-group', id }, ALL);
      expect(group.ratingCount).toBe(stored.count);
      expect(group.reviewCount).toBe(stored.count);
      expect(group.reviewsDetails.ratingsCount).toBe(stored.count);
      expect(reviews.ratingsCount).toBe(stored.count);
      expect(reviews.total).toBe(stored.count);
      expect(reviews.ratingCounts.reduce((sum, row) => sum + row.count, 0)).toBe(stored.count);
      const split = Object.values(group.reviewsDetails.ratingsSplit as Record<string, number>);
      expect(split.reduce((sum, count) => sum + count, 0)).toBe(stored.count);
      expect(reviews.averageRating).toBe(Math.round(stored.mean * 100) / 100);
      expect(group.averageRating).toBeCloseTo(reviews.averageRating, 5);
    }
  });
});

describe('one rating per collection', () => {
  it('the collection, its reviews call, its breakdown and its page-uid rating agree', async () => {
    const uids = await catalogue.db
      .selectFrom('page_uid')
      .select(['uid', 'collection_id'])
      .where('collection_id', 'is not', null)
      .execute();
    expect(uids.length).toBeGreaterThan(3);
    let rated = 0;
    for (const { uid, collection_id: id } of uids) {
      if (id === null) continue;
      const collection = await getCollection(ctx, id, answer);
      const reviews = await listReviews(ctx, { kind: 'collection', id }, ALL);
      const byUid = await ratingsOfUid(ctx, uid);
      expect(reviews.ratingsCount).toBe(collection.ratingsInfo.ratingsCount);
      expect(reviews.averageRating).toBe(collection.ratingsInfo.averageRating);
      expect(byUid.ratingsCount).toBe(collection.ratingsInfo.ratingsCount);
      expect(byUid.averageRating).toBe(collection.ratingsInfo.averageRating);
      expect(reviews.ratingCounts.reduce((sum, row) => sum + row.count, 0)).toBe(reviews.ratingsCount);
      expect(reviews.total).toBe(reviews.ratingsCount);
      if (reviews.ratingsCount > 0) rated += 1;
    }
    expect(rated).toBeGreaterThan(3);
  });

  it('leaves hidden products out of the rating and of the reviews listed alike', async () => {
    const hidden = await catalogue.db
      .selectFrom('tour_group')
      .select(['id', 'primary_collection_id'])
      .where('hidden', '=', true)
      .where('rating_count', '>', 0)
      .executeTakeFirst();
    // The test scale hides about 1 % of its generated products; make one hidden if it hid none with ratings.
    const target =
      hidden ??
      (await catalogue.db
        .updateTable('tour_group')
        .set({ hidden: true })
        .where('id', '=', (eb) =>
          eb.selectFrom('tour_group').select('id').where('rating_count', '>', 0).orderBy('id').limit(1),
        )
        .returning(['id', 'primary_collection_id'])
        .executeTakeFirstOrThrow());
    const id = target.primary_collection_id;
    const collection = await getCollection(ctx, id, answer);
    const reviews = await listReviews(ctx, { kind: 'collection', id }, { ...ALL, limit: 1000 });
    expect(reviews.ratingsCount).toBe(collection.ratingsInfo.ratingsCount);
    expect(reviews.items.length).toBe(Math.min(1000, reviews.total));
    const listedProducts = await catalogue.db
      .selectFrom('review')
      .select('tgid')
      .where(
        'id',
        'in',
        reviews.items.map((item) => item.id),
      )
      .execute();
    expect(listedProducts.some((row) => row.tgid === target.id)).toBe(false);
  });
});
