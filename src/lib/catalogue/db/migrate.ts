import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001_catalogue.ts';
import * as m0002 from './migrations/0002_list_counts.ts';
import * as m0003 from './migrations/0003_compact_inventory.ts';
import * as m0004 from './migrations/0004_list_cards.ts';
import * as m0005 from './migrations/0005_list_card_table.ts';
import * as m0006 from './migrations/0006_subscriptions.ts';
import * as m0007 from './migrations/0007_venues.ts';
import * as m0008 from './migrations/0008_transfers.ts';
import * as m0009 from './migrations/0009_group_bookings.ts';
import * as m0010 from './migrations/0010_group_booking_dedupe.ts';

/** Migrations are bundled as modules (no file-system scan), so the built server carries them. */
const migrations: Record<string, Migration> = {
  '0001_catalogue': m0001,
  '0002_list_counts': m0002,
  '0003_compact_inventory': m0003,
  '0004_list_cards': m0004,
  '0005_list_card_table': m0005,
  '0006_subscriptions': m0006,
  '0007_venues': m0007,
  '0008_transfers': m0008,
  '0009_group_bookings': m0009,
  '0010_group_booking_dedupe': m0010,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date; throws with the failing migration's name. The migration tables live
 * in the connection's current schema: without naming it, Kysely counts a `kysely_migration` table in
 * any schema as ours, so a catalogue in one schema would skip creating its own when another schema
 * (a parallel test run, the public one) already had one.
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema ?? 'public' });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`catalogue migration ${failed} failed`, { cause: error });
  }
}
