import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogueDb, type CatalogueDb } from '../db/open.ts';
import { seedCatalogue, type SeedResult } from './seedCatalogue.ts';

describe('seedCatalogue on PGlite', () => {
  let db: CatalogueDb;
  let result: SeedResult;
  let indexesBefore: string[];
  let constraintsBefore: string[];
  const constraints = async () =>
    (
      await sql<{
        name: string;
      }>`select conname || ' ' || pg_get_constraintdef(oid) as name from pg_constraint
        where connamespace = current_schema()::regnamespace order by conname`.execute(db)
    ).rows.map((row) => row.name);
  const indexes = async () =>
    (
      await sql<{ name: string }>`select indexname as name from pg_indexes
        where schemaname = current_schema() order by indexname`.execute(db)
    ).rows.map((row) => row.name);

  beforeAll(async () => {
    db = await openCatalogueDb({ kind: 'pglite' });
    indexesBefore = await indexes();
    constraintsBefore = await constraints();
    result = await seedCatalogue(db, { scale: 'test', today: '2026-01-05' });
  }, 120_000);
  afterAll(() => db.destroy());

  it('rebuilds every index, primary key and foreign key it deferred during the load', async () => {
    expect(constraintsBefore).toContain(
      'inventory_variant_id_fkey FOREIGN KEY (variant_id) REFERENCES variant(id)',
    );
    expect(await constraints()).toEqual(constraintsBefore);
    expect(indexesBefore).toContain('review_tg_recent');
    expect(indexesBefore).toContain('inventory_tgid_date');
    expect(await indexes()).toEqual(indexesBefore);
    expect(result.phases['indexes']).toBeGreaterThanOrEqual(0);
  });

  it('stores a weekly slot schedule and one remaining count per slot', async () => {
    const row = await db
      .selectFrom('inventory as i')
      .innerJoin('slot_schedule as s', (join) =>
        join.onRef('s.tgid', '=', 'i.tgid').on(sql<boolean>`s.weekday = extract(dow from i.date)`),
      )
      .select(['i.slot_remaining', 'i.remaining', 's.start_times', 's.capacities'])
      .where('i.tgid', '=', 10201)
      .executeTakeFirstOrThrow();
    expect(row.slot_remaining).toHaveLength(row.start_times.length);
    expect(row.remaining).toBe(row.slot_remaining.reduce((a, b) => a + b, 0));
    row.slot_remaining.forEach((left, slot) => expect(left).toBeLessThanOrEqual(row.capacities[slot] ?? 0));
    const { first, last } = await db
      .selectFrom('inventory')
      .select((eb) => [eb.fn.min('date').as('first'), eb.fn.max('date').as('last')])
      .executeTakeFirstOrThrow();
    expect([first, last]).toEqual(['2026-01-04', '2026-02-10']);
  });

  it('does nothing on a seeded catalogue unless asked to replace it', async () => {
    expect((await seedCatalogue(db, { scale: 'test' })).seeded).toBe(false);
  });
});
