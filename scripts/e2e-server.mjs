// The e2e suite's server (playwright.config.ts): the built storefront reading a copy of src/content in
// CONTENT_DIR, so that tests/e2e/publish.spec.ts can edit a document and publish it through the webhook
// without touching the working tree. The copy is made afresh on every start.
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const target = process.env.CONTENT_DIR;
if (!target || resolve(target) === resolve('src/content')) {
  throw new Error('scripts/e2e-server.mjs: set CONTENT_DIR to a scratch folder (never src/content itself)');
}
rmSync(target, { recursive: true, force: true });
cpSync('src/content', target, { recursive: true });
process.env.NODE_ENV ??= 'production'; // React's production build, as npm start runs it
const { start } = await import('../dist/server/entry.mjs');
start();
