// The e2e suite's server (playwright.config.ts): the built storefront reading a copy of src/content in
// CONTENT_DIR, so that tests/e2e/publish.spec.ts can edit a document and publish it through the webhook
// without touching the working tree. The copy is made afresh on every start.
import { cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const target = process.env.CONTENT_DIR;
if (!target || resolve(target) === resolve('src/content')) {
  throw new Error('scripts/e2e-server.mjs: set CONTENT_DIR to a scratch folder (never src/content itself)');
}
rmSync(target, { recursive: true, force: true });
cpSync('src/content', target, { recursive: true });
// The second server's fixture documents (tests/fixtures/e2e-prismic-content/): copied over the demo's copy.
if (process.env.E2E_FIXTURE_CONTENT) cpSync(process.env.E2E_FIXTURE_CONTENT, target, { recursive: true });
// Its own catalogue (unless it reads the first server's over HTTP, CATALOGUE_API_URL), seeded afresh at the demo scale on every start: the tests read demo products (the
// Paris Aquarium tile, similar experiences, transfer departures) and dates relative to today. Never the
// machine's PostgreSQL (CI sets DATABASE_URL for the unit and contract tests, which seed it at their own
// scale), never the developer's .data/ (one PGlite directory admits one process).
process.env.DATABASE_URL = '';
process.env.CATALOGUE_SCALE = 'demo';
const catalogueDir = join(tmpdir(), `storefront-e2e-catalogue-${process.env.PORT ?? 'default'}`);
rmSync(catalogueDir, { recursive: true, force: true });
process.env.CATALOGUE_DATA_DIR = catalogueDir;
const storeDir = join(tmpdir(), `storefront-e2e-store-${process.env.PORT ?? 'default'}`);
rmSync(storeDir, { recursive: true, force: true });
process.env.STORE_DATA_DIR = storeDir;
process.env.NODE_ENV ??= 'production'; // React's production build, as npm start runs it
const { start } = await import('../dist/server/entry.mjs');
start();
