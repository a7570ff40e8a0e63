import { sql, type Kysely } from 'kysely';
import { refreshListCards } from '../listCards.ts';

/** `tour_group.list_card`: the precomputed list read model (see `refreshListCards`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Stored out of line but uncompressed: decompressing 100 cards costs more than reading them.
  await sql`alter table tour_group add column list_card text not null default '{}';
    alter table tour_group alter column list_card set storage external`.execute(db);
  await refreshListCards(db);
}
