import { sql } from 'kysely';
import { refreshListCards } from './listCardTable.ts';
import { refreshListCounts } from '../db/listCounts.ts';
import type { CatalogueDb } from '../db/open.ts';

/**
 * Builds the derived list tables (`list_count`, `list_card`) of a database that held products before
 * those tables existed. Migrations only create tables — a migration is a frozen snapshot and never runs
 * today's service code — so a database migrated past 0002 or 0005 gets its counts and cards here, when
 * the catalogue starts (`seedCatalogue` on a current catalogue). The seed builds them itself; an empty
 * catalogue has nothing to build.
 * @example await refreshMissingReadModels(db) → { counts: false, cards: true } (the cards were missing)
 */
export async function refreshMissingReadModels(
  db: CatalogueDb,
): Promise<{ counts: boolean; cards: boolean }> {
  const any = async (table: 'tour_group' | 'list_count' | 'list_card') =>
    (await sql<{ one: number }>`select 1 as one from ${sql.table(table)} limit 1`.execute(db)).rows.length >
    0;
  if (!(await any('tour_group'))) return { counts: false, cards: false };
  const counts = !(await any('list_count'));
  const cards = !(await any('list_card'));
  if (counts) await refreshListCounts(db);
  if (cards) await refreshListCards(db);
  return { counts, cards };
}
