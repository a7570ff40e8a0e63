/**
 * `npm run bench:catalogue [-- --scale bench --target pglite|postgres|both --runs 200]`: seeds the
 * scale on each target (PGlite in a temporary data dir; PostgreSQL in a throwaway schema of
 * DATABASE_URL) and prints p50/p99 latency and throughput of four calls through the router.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createCatalogueHandler } from '../src/api/router.ts';
import { openCatalogueDb, type CatalogueDb } from '../src/db/open.ts';
import { createRng } from '../src/seed/prng.ts';
import type { ScaleName } from '../src/seed/scales.ts';
import { seedCatalogue } from '../src/seed/seedCatalogue.ts';
import { createContext } from '../src/service/context.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'bench' },
    target: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '200' },
  },
});
const runs = Number(values.runs);
const url = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const targets = values.target === 'both' ? ['pglite', 'postgres'] : [values.target ?? 'pglite'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function bench(name: string, handle: (r: Request) => Promise<Response>, paths: () => string) {
  for (let i = 0; i < 10; i++) await (await handle(new Request(`http://bench${paths()}`))).text();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const response = await handle(new Request(`http://bench${paths()}`));
    await response.text();
    if (response.status !== 200) throw new Error(`${name} answered ${response.status}`);
    times.push(performance.now() - t0);
  }
  const total = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(34)} p50 ${percentile(times, 0.5).toFixed(2).padStart(7)} ms   p99 ${percentile(times, 0.99).toFixed(2).padStart(7)} ms   ${(runs / total).toFixed(0).padStart(5)} req/s`,
  );
}

for (const target of targets) {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-bench-'));
  const schema = `catalogue_bench_${process.pid}`;
  const db: CatalogueDb = await openCatalogueDb(
    target === 'postgres' ? { kind: 'postgres', url, schema } : { kind: 'pglite', dataDir: dir },
  );
  const seeded = await seedCatalogue(db, { scale: values.scale as ScaleName });
  console.log(
    `${target}: seeded ${values.scale} (${seeded.rows['tour_group']} tour groups, ${seeded.rows['review']} reviews, ${seeded.rows['inventory']} inventory rows) in ${(seeded.ms / 1000).toFixed(1)} s`,
  );
  const ctx = await createContext(db);
  const handle = createCatalogueHandler(async () => ctx);
  const rng = createRng(7);
  const dated = await db.selectFrom('inventory').select('tgid').distinct().limit(2000).execute();
  const tgids = await db
    .selectFrom('tour_group')
    .select('id')
    .where('final_price', 'is not', null)
    .where('hidden', '=', false)
    .limit(5000)
    .execute();
  const categories = [1, 2, 3, 5, 6, 7, 18];
  await bench(
    'list-by/category (100 items)',
    handle,
    () => `/api/tours/v6/tour-groups/list-by/category/${rng.pick(categories)}/?limit=100&currency=EUR`,
  );
  await bench(
    'tour-group detail',
    handle,
    () => `/api/tours/v6/tour-groups/${rng.pick(tgids).id}/?currency=USD`,
  );
  await bench(
    'calendar (90 days)',
    handle,
    () => `/api/v7/tour-groups/${rng.pick(dated).tgid}/calendar/?for-days=90&currency=EUR`,
  );
  await bench(
    'reviews (page of 10)',
    handle,
    () => `/api/v6/tour-groups/${rng.pick(tgids).id}/reviews/?limit=10&offset=${rng.pick([0, 10, 20])}`,
  );
  if (target === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
