import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type StoreDb } from '../store/store';
import { TEST_TARGETS } from '@storefront/db/testing';
import { normaliseEmail, subscribe } from './subscribe';

describe('normaliseEmail', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
    expect(normaliseEmail('no-at-sign')).toBe('no-at-sign');
  });
});

describe.each(TEST_TARGETS)('subscribe on %s', (target) => {
  let db: StoreDb;
  const schema = `subscribe_test_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  beforeAll(async () => {
    const url = process.env['DATABASE_URL'];
    db =
      target === 'postgres' && url
        ? await openStore({ kind: 'postgres', url, schema })
        : await openStore({ kind: 'pglite' });
  });
  afterAll(async () => {
    if (target === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  });
  const base = {
    event: 'City Page Subscribe',
    site: 'paris-city-tickets.com',
    language: 'fr',
    pageUid: 'paris-city-tickets.com',
  } as const;

  it('stores a valid address once per site and event', async () => {
    expect(await subscribe(db, { ...base, email: ' Ada@Example.com ' })).toEqual({
      ok: true,
      alreadySubscribed: false,
    });
    expect(await subscribe(db, { ...base, email: 'ada@EXAMPLE.com' })).toEqual({
      ok: true,
      alreadySubscribed: true,
    });
    expect(await subscribe(db, { ...base, event: 'News Page Subscribe', email: 'Ada@example.com' })).toEqual({
      ok: true,
      alreadySubscribed: false,
    });
    const rows = await db
      .selectFrom('subscription')
      .select(['email', 'event', 'site', 'language'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        email: 'ada@example.com',
        event: 'City Page Subscribe',
        site: 'paris-city-tickets.com',
        language: 'fr',
      },
      {
        email: 'ada@example.com',
        event: 'News Page Subscribe',
        site: 'paris-city-tickets.com',
        language: 'fr',
      },
    ]);
  });

  it('refuses invalid addresses and unknown events without storing', async () => {
    expect(await subscribe(db, { ...base, email: 'not an email' })).toEqual({
      ok: false,
      error: 'invalidEmail',
    });
    expect(await subscribe(db, { ...base, email: '' })).toEqual({ ok: false, error: 'invalidEmail' });
    expect(
      await subscribe(db, { ...base, event: 'Other' as 'City Page Subscribe', email: 'x@example.com' }),
    ).toEqual({
      ok: false,
      error: 'invalidEmail',
    });
    expect(await subscribe(db, { ...base, email: `${'a'.repeat(300)}@example.com` })).toEqual({
      ok: false,
      error: 'invalidEmail',
    });
  });
});
