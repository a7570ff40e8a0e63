/**
 * `npm run db:seed -- --scale demo|bench|test [--seed N]`: (re)seeds the catalogue of this
 * machine — PostgreSQL when DATABASE_URL is set, else PGlite in CATALOGUE_DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { readCatalogueConfig } from '../src/config.ts';
import { openCatalogueDb } from '../src/db/open.ts';
import { seedCatalogue } from '../src/seed/seedCatalogue.ts';
import { DEFAULT_SEED, SCALES, type ScaleName } from '../src/seed/scales.ts';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: 'demo' }, seed: { type: 'string' } },
});
if (!(values.scale in SCALES)) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(', ')}`);
const config = readCatalogueConfig();
const db = await openCatalogueDb(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.CATALOGUE_DATA_DIR },
);
const result = await seedCatalogue(db, {
  scale: values.scale as ScaleName,
  seed: values.seed ? Number(values.seed) : DEFAULT_SEED,
  replace: true,
});
console.log(`seeded ${values.scale} in ${result.ms} ms`, result.rows);
await db.destroy();
