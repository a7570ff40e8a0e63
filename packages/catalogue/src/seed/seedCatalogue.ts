import { sql } from 'kysely';
import type { CatalogueDb } from '../db/open.ts';
import { refreshListCards } from '../service/listCardTable.ts';
import { refreshMissingReadModels } from '../service/readModels.ts';
import { refreshListCounts } from '../db/listCounts.ts';
import { refreshRatings } from '../db/ratings.ts';
import { deferIndexes } from './deferredIndexes.ts';
import { generateCatalogue, SEED_VERSION } from './generate.ts';
import { insertChunk } from './insert.ts';
import { DEFAULT_SEED, SCALES, type ScaleName } from './scales.ts';

export interface SeedResult {
  seeded: boolean;
  rows: Record<string, number>;
  ms: number;
  /** Milliseconds per phase: generate (rows in memory), insert:{table}, indexes, ratings, cards, counts, analyze. */
  phases: Record<string, number>;
}

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Whether the catalogue is empty, seeded by this version of the generator, or by an older one (whose
 * data, e.g. media URLs, the storefront can no longer use: it is reseeded on first start).
 */
export async function seedState(db: CatalogueDb): Promise<'empty' | 'current' | 'outdated'> {
  const row = await db
    .selectFrom('catalogue_meta')
    .select('value')
    .where('key', '=', 'seed')
    .executeTakeFirst();
  if (!row) return 'empty';
  const version = (row.value as { version?: unknown } | null)?.version;
  return version === SEED_VERSION ? 'current' : 'outdated';
}

/**
 * Fills an empty catalogue in one transaction (all or nothing). With `replace`, empties it first.
 *
 * @example
 * await seedCatalogue(db, { scale: 'demo' }); // the curated catalogue: ~170 tour groups, 40,000 reviews
 */
export async function seedCatalogue(
  db: CatalogueDb,
  options: { scale?: ScaleName; seed?: number; today?: string; replace?: boolean } = {},
): Promise<SeedResult> {
  const started = performance.now();
  const state = options.replace ? 'outdated' : await seedState(db);
  if (state === 'current') {
    // A catalogue migrated past a new read model (list counts, list cards) gets it built now.
    await refreshMissingReadModels(db);
    return { seeded: false, rows: {}, ms: 0, phases: {} };
  }
  const replace = state === 'outdated';
  const rows: Record<string, number> = {};
  const phases: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    if (replace) {
      await sql`truncate currency, country, city, category, sub_category, collection, tour_group,
        collection_tour_group, variant, inventory, review, poi, collection_poi, venue, venue_tour_group,
        transfer_place, transfer_route,
        experience_itinerary,
        banner, airport, page_uid, catalogue_meta, list_count, list_card, slot_schedule`.execute(trx);
    }
    const chunks = generateCatalogue({
      scale: SCALES[options.scale ?? 'demo'],
      seed: options.seed ?? DEFAULT_SEED,
      today: options.today ?? todayUtc(),
    });
    const restoreIndexes = await deferIndexes(trx);
    let mark = performance.now();
    for (const chunk of chunks) {
      lap('generate');
      rows[chunk.table] = (rows[chunk.table] ?? 0) + (await insertChunk(trx, chunk));
      lap(`insert:${chunk.table}`);
    }
    await restoreIndexes();
    lap('indexes');
    // Before the cards: they show each product's rating.
    await refreshRatings(trx);
    lap('ratings');
    // After the indexes: each card looks up its variants by tgid.
    await refreshListCards(trx);
    lap('cards');
    await refreshListCounts(trx);
    lap('counts');
    function lap(phase: string) {
      const now = performance.now();
      phases[phase] = Math.round((phases[phase] ?? 0) + now - mark);
      mark = now;
    }
  });
  const analyzing = performance.now();
  await sql`analyze`.execute(db);
  phases['analyze'] = Math.round(performance.now() - analyzing);
  return { seeded: true, rows, ms: Math.round(performance.now() - started), phases };
}
