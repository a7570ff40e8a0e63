/**
 * `npm run bench:catalogue-calls [-- --target pglite|postgres --rounds 2]`: seeds the demo catalogue
 * (PGlite in a temporary data dir, or a throwaway schema of DATABASE_URL) on a pinned day, asks
 * the calls a storefront makes on the demo (`demoCalls.txt`, one path a line) through the router,
 * round after round, and prints for the last round the mean ms, calls and KB per kind of path
 * (digits replaced by N), plus a SHA-256 of every answer of the last round in order: a change that
 * should not change any answer must keep the hash.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createCatalogueHandler } from '../src/api/router.ts';
import { openCatalogueDb, type CatalogueDb } from '../src/db/open.ts';
import { seedCatalogue } from '../src/seed/seedCatalogue.ts';
import { createContext } from '../src/service/context.ts';

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '2' },
  },
});
const rounds = Math.max(1, Number(values.rounds));
const url = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
// A pinned day and instant (the day demoCalls.txt was recorded: its calendars ask from it):
// inventory dates, time slots left today and review dates follow them.
const TODAY = '2026-11-27';
const NOW = new Date(`${TODAY}T09:30:00Z`);

const paths = readFileSync(new URL('demoCalls.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'));
const kindOf = (path: string) => (path.split('?')[0] ?? path).replace(/\d+/g, 'N');

const dir = mkdtempSync(join(tmpdir(), 'catalogue-bench-calls-'));
const schema = `catalogue_bench_calls_${process.pid}`;
const db: CatalogueDb = await openCatalogueDb(
  values.target === 'postgres' ? { kind: 'postgres', url, schema } : { kind: 'pglite', dataDir: dir },
);
try {
  const seeded = await seedCatalogue(db, { scale: 'demo', today: TODAY });
  console.log(
    `${values.target}: seeded demo in ${(seeded.ms / 1000).toFixed(1)} s; ${paths.length} calls a round`,
  );
  const ctx = await createContext(db, { now: () => NOW });
  const handle = createCatalogueHandler(async () => ctx);
  let last = await round(handle);
  for (let i = 1; i < rounds; i++) last = await round(handle);
  report(last);
} finally {
  if (values.target === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}

interface Kind {
  calls: number;
  ms: number;
  bytes: number;
}

/** Asks every path once, in order: the time, calls and bytes per kind, and the hash of the answers. */
async function round(handle: (request: Request) => Promise<Response>) {
  const kinds = new Map<string, Kind>();
  const hash = createHash('sha256');
  const statuses = new Map<number, number>();
  const started = performance.now();
  for (const path of paths) {
    const t0 = performance.now();
    const response = await handle(new Request(`http://bench${path}`));
    const body = await response.text();
    const ms = performance.now() - t0;
    hash.update(`${response.status} ${path}\n${body}\n`);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const kind = kinds.get(kindOf(path)) ?? { calls: 0, ms: 0, bytes: 0 };
    kind.calls += 1;
    kind.ms += ms;
    kind.bytes += Buffer.byteLength(body);
    kinds.set(kindOf(path), kind);
  }
  return { kinds, statuses, ms: performance.now() - started, sha256: hash.digest('hex') };
}

function report({ kinds, statuses, ms, sha256 }: Awaited<ReturnType<typeof round>>) {
  const rows = [...kinds].sort(([, a], [, b]) => b.ms - a.ms);
  console.log(
    `${'path kind'.padEnd(52)} ${'mean ms'.padStart(8)} ${'calls'.padStart(6)} ${'KB'.padStart(7)}`,
  );
  for (const [kind, { calls, ms: total, bytes }] of rows) {
    console.log(
      `${kind.padEnd(52)} ${(total / calls).toFixed(2).padStart(8)} ${String(calls).padStart(6)} ${(bytes / calls / 1024).toFixed(1).padStart(7)}`,
    );
  }
  const byStatus = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(`round: ${paths.length} calls in ${ms.toFixed(0)} ms (${byStatus})`);
  console.log(`sha256 of the answers: ${sha256}`);
}
