import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogueDb, type CatalogueDb } from '../../catalogue/db/open';
import { TEST_TARGETS } from '../../catalogue/testing/testCatalogue';
import { limitsFrom, loadGroupLimits, storeGroupBooking } from './store';

describe('limitsFrom', () => {
  it('keeps positive whole numbers only', () => {
    expect(limitsFrom('2', 40)).toEqual({ min: 2, max: 40 });
    expect(limitsFrom(null, 0)).toEqual({});
    expect(limitsFrom(undefined, '12.5')).toEqual({});
  });
});

describe.each(TEST_TARGETS)('group booking storage on %s', (target) => {
  let db: CatalogueDb;
  const schema = `group_test_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  beforeAll(async () => {
    const url = process.env['DATABASE_URL'];
    db =
      target === 'postgres' && url
        ? await openCatalogueDb({ kind: 'postgres', url, schema })
        : await openCatalogueDb({ kind: 'pglite' });
  }, 60_000);
  afterAll(async () => {
    if (target === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  });

  it('stores a request with its page and product', async () => {
    const result = await storeGroupBooking(
      db,
      {
        name: 'Amira Haddad',
        email: 'amira@example.com',
        phone: '+971 4 123 4567',
        date: '2026-06-15',
        adults: 12,
        children: 3,
        message: 'School choir',
      },
      { site: 'hamilton.localhost', language: 'ar', pagePath: '/ar/hamilton/', tgid: 7001 },
    );
    expect(result).toEqual({ ok: true });
    const rows = await db
      .selectFrom('group_booking')
      .select(['site', 'language', 'page_path', 'tgid', 'collection_id', 'name', 'adults', 'children'])
      .execute();
    expect(rows).toEqual([
      {
        site: 'hamilton.localhost',
        language: 'ar',
        page_path: '/ar/hamilton/',
        tgid: 7001,
        collection_id: null,
        name: 'Amira Haddad',
        adults: 12,
        children: 3,
      },
    ]);
  });

  it('gives no limits for an unknown product or collection, or no target', async () => {
    expect(await loadGroupLimits(db, { tgid: 999_999 })).toEqual({});
    expect(await loadGroupLimits(db, { collectionId: 999_999 })).toEqual({});
    expect(await loadGroupLimits(db, {})).toEqual({});
  });
});
