import { sql } from 'kysely';
import type { CatalogueDb } from './open.ts';

/**
 * Derives every product's rating from its review rows — how many ratings, their average to two
 * decimals, how many are written (every demo rating comes with its text, so the two counts agree) —
 * so the card, the booking box, the reviews section and its breakdown by stars count the same rows
 * (service/scopeRating.ts). Run by the seed after the reviews are in.
 */
export async function refreshRatings(db: CatalogueDb): Promise<void> {
  await sql`
    update tour_group tg
    set rating_count = r.count, review_count = r.count, average_rating = r.average
    from (
      select tgid, count(*)::int as count, round(avg(rating), 2)::real as average
      from review group by tgid
    ) r
    where r.tgid = tg.id
  `.execute(db);
}
