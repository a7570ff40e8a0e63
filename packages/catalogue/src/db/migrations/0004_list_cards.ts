import { sql, type Kysely } from 'kysely';

/**
 * `tour_group.list_card`: the first list read model, JSON text per tour group. Replaced by the
 * `list_card` table (migration 0005, which drops this column and builds the cards).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Stored out of line but uncompressed: decompressing 100 cards costs more than reading them.
  await sql`alter table tour_group add column list_card text not null default '{}';
    alter table tour_group alter column list_card set storage external`.execute(db);
}
