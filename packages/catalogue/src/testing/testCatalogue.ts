import { TEST_TARGETS, type TestTarget } from '@storefront/db/testing';
import { sql } from 'kysely';
import { openCatalogueDb, type CatalogueDb } from '../db/open.ts';
import { seedCatalogue, todayUtc } from '../seed/seedCatalogue.ts';
import { createContext, type CatalogueContext } from '../service/context.ts';

export { TEST_TARGETS, type TestTarget };

/**
 * A catalogue seeded at the small `test` scale (on the day `today`, with the clock `now` when
 * given): in-memory PGlite, or a fresh schema on the
 * PostgreSQL server of DATABASE_URL (dropped by `close`).
 */
export async function openTestCatalogue(
  target: TestTarget,
  options: { today?: string; now?: () => Date } = {},
): Promise<{ ctx: CatalogueContext; db: CatalogueDb; close(): Promise<void> }> {
  const url = process.env['DATABASE_URL'];
  const schema = `catalogue_test_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  const db =
    target === 'postgres' && url
      ? await openCatalogueDb({ kind: 'postgres', url, schema })
      : await openCatalogueDb({ kind: 'pglite' });
  // The catalogue's clock decides its seed day too: a test pinning `now` gets inventory around it,
  // whatever day the test runs on.
  const today = options.today ?? (options.now ? options.now().toISOString().slice(0, 10) : todayUtc());
  await seedCatalogue(db, { scale: 'test', today });
  return {
    db,
    ctx: await createContext(db, options.now ? { now: options.now } : {}),
    close: async () => {
      if (target === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    },
  };
}
