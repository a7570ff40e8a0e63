/**
 * `node scripts/first-start.ts [--scale demo] [--target pglite|postgres]`: times a first start of
 * the embedded catalogue in a fresh data directory — PGlite start, migrations, generation and
 * inserts, the post-load work — as the server does it on its first catalogue request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openCatalogueDb } from '../src/db/open.ts';
import type { ScaleName } from '../src/seed/scales.ts';
import { seedCatalogue } from '../src/seed/seedCatalogue.ts';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: 'demo' }, target: { type: 'string', default: 'pglite' } },
});
const url = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `catalogue_first_start_${process.pid}`;
const dir = mkdtempSync(join(tmpdir(), 'catalogue-first-start-'));
try {
  const started = performance.now();
  const db = await openCatalogueDb(
    values.target === 'postgres' ? { kind: 'postgres', url, schema } : { kind: 'pglite', dataDir: dir },
  );
  const opened = performance.now();
  const result = await seedCatalogue(db, { scale: values.scale as ScaleName });
  const seeded = performance.now();
  console.log(
    `${values.target} ${values.scale}: open + migrate ${((opened - started) / 1000).toFixed(2)} s, seed ${(
      (seeded - opened) /
      1000
    ).toFixed(2)} s (${JSON.stringify(result.phases)}), total ${((seeded - started) / 1000).toFixed(2)} s`,
  );
  if (values.target === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
