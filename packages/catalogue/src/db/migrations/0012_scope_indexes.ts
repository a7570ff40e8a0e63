import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the look-ups every collection, review and visitor-demand call makes, which read whole
 * tables without them (fine on the demo's 168 products, not at bench scale's 100,000):
 * - the visible products whose primary collection a collection is (its rating and ratings by stars,
 *   `service/scopeRating.ts`);
 * - the hidden products, whose reviews every scope's review list leaves out (a handful of rows);
 * - the collections a point of interest belongs to (its visitor demand).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index tour_group_primary_collection on tour_group (primary_collection_id) where not hidden;
    create index tour_group_hidden on tour_group (id) where hidden;
    create index collection_poi_poi on collection_poi (poi_id);
  `.execute(db);
}
