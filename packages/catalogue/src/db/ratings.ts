import { sql } from 'kysely';
import type { CatalogueDb } from './open.ts';

/**
 * Derives every product's rating from its review rows — how many ratings, their average to two
 * decimals, how many are written (every demo rating comes with its text, so the two counts agree),
 * how many of 5, 4, 3, 2 and 1 stars (`rating_split`) — so the card, the booking box, the reviews
 * section and its breakdown by stars count the same rows (service/scopeRating.ts). Run by the seed
 * after the reviews are in.
 */
export async function refreshRatings(db: CatalogueDb): Promise<void> {
  await sql`
    update tour_group tg
    set rating_count = r.count, review_count = r.count, average_rating = r.average,
      rating_split = array[r.five, r.four, r.three, r.two, r.one]
    from (
      select tgid, count(*)::int as count, round(avg(rating), 2)::real as average,
        count(*) filter (where rating = 5)::int as five, count(*) filter (where rating = 4)::int as four,
        count(*) filter (where rating = 3)::int as three, count(*) filter (where rating = 2)::int as two,
        count(*) filter (where rating = 1)::int as one
      from review group by tgid
    ) r
    where r.tgid = tg.id
  `.execute(db);
}
