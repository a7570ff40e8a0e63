import { openDatabase } from '@storefront/db';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { STORE_MIGRATIONS } from '../store';

/** Runs the store's migrations in `schema` of a database whose `public` schema has the catalogue's old tables. */
async function migrateBeside(schema: string) {
  const db = await openDatabase<unknown>({ kind: 'pglite' }, { migrations: {}, label: 'test' });
  await sql`create table public.subscription (id bigserial primary key, email text not null, event text not null,
    site text not null, language text not null, page_uid text not null,
    created_at timestamptz not null default now(), unique (email, site, event))`.execute(db);
  await sql`insert into public.subscription (email, event, site, language, page_uid)
    values ('ada@example.com', 'City Page Subscribe', 'paris-city-tickets.com', 'en', 'paris-city-tickets.com')`.execute(
    db,
  );
  await sql`create schema ${sql.id(schema)}`.execute(db);
  await sql`set search_path to ${sql.id(schema)}`.execute(db);
  for (const migration of Object.values(STORE_MIGRATIONS)) await migration.up(db);
  const { rows } = await sql<{ email: string }>`select email from subscription`.execute(db);
  await db.destroy();
  return rows.map((row) => row.email);
}

describe('store migration 0004: the sign-ups once stored beside the catalogue', () => {
  it('are copied into the deployment’s store (schema storefront), and into no other schema', async () => {
    expect(await migrateBeside('storefront')).toEqual(['ada@example.com']);
    expect(await migrateBeside('subscribe_test_1')).toEqual([]);
  }, 60_000);
});
