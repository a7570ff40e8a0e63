import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type StoreDb } from '../../store/store';
import { TEST_TARGETS } from '@storefront/db/testing';
import type { CatalogueClient } from '../../catalogue/client';
import { openTestCatalogueClient } from '../../catalogue/testing/testCatalogueClient';
import { limitsFrom, loadGroupLimits, storeGroupBooking } from './store';

describe('limitsFrom', () => {
  it('keeps positive whole numbers only', () => {
    expect(limitsFrom('2', 40)).toEqual({ min: 2, max: 40 });
    expect(limitsFrom(null, 0)).toEqual({});
    expect(limitsFrom(undefined, '12.5')).toEqual({});
  });
});

describe.each(TEST_TARGETS)('group booking storage on %s', (target) => {
  let db: StoreDb;
  const schema = `group_test_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  beforeAll(async () => {
    const url = process.env['DATABASE_URL'];
    db =
      target === 'postgres' && url
        ? await openStore({ kind: 'postgres', url, schema })
        : await openStore({ kind: 'pglite' });
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

  it('stores a double submit once (same answer), and the same request again after the window', async () => {
    const booking = {
      name: 'Jo Double',
      email: 'jo.double@example.com',
      phone: '',
      date: '2026-07-01',
      adults: 5,
      children: 0,
      message: 'Twice  clicked',
    };
    const origin = { site: 'broadway-tickets.com', language: 'en', pagePath: '/hamilton/', tgid: 7001 };
    const count = async () =>
      (await db.selectFrom('group_booking').select('id').where('email', '=', booking.email).execute()).length;
    const at = (ms: number) => () => ms;
    const hour = 3_600_000;
    expect(await storeGroupBooking(db, booking, origin, at(10 * hour + 1))).toEqual({ ok: true });
    expect(await storeGroupBooking(db, booking, origin, at(10 * hour + 2))).toEqual({ ok: true });
    // Whitespace and case of the free text do not make a new submission; the next window's second does not.
    const retyped = { ...booking, name: 'JO DOUBLE', message: ' twice clicked ' };
    expect(await storeGroupBooking(db, retyped, origin, at(11 * hour - 1))).toEqual({ ok: true });
    expect(await storeGroupBooking(db, booking, origin, at(11 * hour + 5))).toEqual({ ok: true });
    expect(await count()).toBe(1);
    // Another site, another product or a changed group is another request.
    await storeGroupBooking(db, booking, { ...origin, site: 'london-theatre-tickets.com' }, at(10 * hour));
    await storeGroupBooking(db, { ...booking, adults: 6 }, origin, at(10 * hour));
    expect(await count()).toBe(3);
    // Two hours later the same words are a new request (a visitor asking again).
    await storeGroupBooking(db, booking, origin, at(13 * hour));
    expect(await count()).toBe(4);
  });
});

describe('loadGroupLimits from the catalogue', () => {
  let client: CatalogueClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ client, close } = await openTestCatalogueClient('pglite'));
  }, 120_000);
  afterAll(() => close());

  it('spans the variants of a product, and of every listed product of a collection', async () => {
    const variants = await client.getVariants([10002]);
    const own = variants?.tourGroups[0]?.variants ?? [];
    expect(own.length).toBeGreaterThan(0);
    expect(await loadGroupLimits(client, { tgid: 10002 })).toEqual(
      limitsFrom(Math.min(...own.map((v) => v.minPax)), Math.max(...own.map((v) => v.maxPax))),
    );
    const collection = await loadGroupLimits(client, { collectionId: 167 });
    expect(collection.min).toBeGreaterThanOrEqual(1);
    expect(collection.max).toBeGreaterThanOrEqual(collection.min ?? 1);
  });

  it('gives no limits for an unknown product or collection, or no target', async () => {
    expect(await loadGroupLimits(client, { tgid: 999_999 })).toEqual({});
    expect(await loadGroupLimits(client, { collectionId: 999_999 })).toEqual({});
    expect(await loadGroupLimits(client, {})).toEqual({});
  });
});
