import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestCatalogue } from '../testing/testCatalogue.ts';
import type { CatalogueDb } from '../db/open.ts';
import { refreshMissingReadModels } from './readModels.ts';

const MIGRATIONS = resolve(import.meta.dirname, '../db/migrations');

describe('migrations', () => {
  it('are frozen snapshots: they import nothing but kysely (no service, seed or storefront code)', () => {
    const imports = readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...readFileSync(resolve(MIGRATIONS, file), 'utf8').matchAll(/^import .* from '([^']+)';$/gm)].map(
          (match) => `${file}: ${match[1] ?? ''}`,
        ),
      );
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((line) => !line.endsWith(': kysely'))).toEqual([]);
  });
});

describe('refreshMissingReadModels', () => {
  let db: CatalogueDb;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestCatalogue('pglite', { today: '2026-01-05' }));
  }, 120_000);
  afterAll(() => close());

  const rows = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]?.n,
    );

  it('leaves a seeded catalogue as it is', async () => {
    expect(await refreshMissingReadModels(db)).toEqual({ counts: false, cards: false });
  });

  it('builds the list counts and cards of a database that held products before those tables', async () => {
    const cards = await rows('list_card');
    const counts = await rows('list_count');
    expect(cards).toBeGreaterThan(300);
    await sql`delete from list_card; delete from list_count`.execute(db);
    expect(await refreshMissingReadModels(db)).toEqual({ counts: true, cards: true });
    expect(await rows('list_card')).toBe(cards);
    expect(await rows('list_count')).toBe(counts);
  });
});
