/**
 * `npm run catalogue`: the catalogue HTTP API as its own process (docs/deployment.md, "The catalogue as
 * its own process"). Storefront nodes reach it with CATALOGUE_API_URL. It listens on CATALOGUE_PORT
 * (default 4330) and HOST (default 0.0.0.0), on PostgreSQL with DATABASE_URL, else on PGlite in
 * CATALOGUE_DATA_DIR — one process only then: PGlite has a single writer. The database is migrated,
 * and seeded at CATALOGUE_SCALE when empty, on start (/healthz answers 503 until then); SIGTERM/SIGINT
 * finish the requests in flight and close the database.
 */
import { createCatalogueHandler } from '../src/api/router.ts';
import { getCatalogueContext } from '../src/embedded.ts';
import { readCatalogueConfig } from '../src/config.ts';
import type { CatalogueContext } from '../src/service/context.ts';
import { closeGracefully, createCatalogueServer } from '../src/server/catalogueServer.ts';

const fail = (message: string, cause?: unknown): never => {
  console.error(`catalogue: ${message}`);
  if (cause !== undefined) console.error(cause);
  process.exit(1);
};

const config = (() => {
  try {
    return readCatalogueConfig();
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
const portText = process.env['CATALOGUE_PORT'] || '4330';
const port = Number(portText);
if (!/^\d{1,5}$/.test(portText) || port < 1 || port > 65_535)
  fail(`CATALOGUE_PORT must be a port number (1–65535), not '${portText}'`);
const host = process.env['HOST'] || '0.0.0.0';
if (process.env['CATALOGUE_API_URL'])
  console.warn('catalogue: CATALOGUE_API_URL is ignored here (it is how storefronts reach this process)');

const where = config.DATABASE_URL
  ? `PostgreSQL (${new URL(config.DATABASE_URL).host})`
  : `PGlite in ${config.CATALOGUE_DATA_DIR} (one process only: PGlite has a single writer)`;

// The port opens first (a port in use fails at once); /healthz answers 503 until the database is open,
// migrated and seeded, and catalogue requests wait for it.
let ready = false;
const opening = Promise.withResolvers<CatalogueContext>();
const server = createCatalogueServer({
  handle: createCatalogueHandler(() => opening.promise),
  ready: () => ready,
});
server.on('error', (error: NodeJS.ErrnoException) =>
  fail(
    error.code === 'EADDRINUSE'
      ? `port ${port} on ${host} is in use; set CATALOGUE_PORT to another port`
      : `could not listen on ${host}:${port}`,
    error.code === 'EADDRINUSE' ? undefined : error,
  ),
);
await new Promise<void>((resolve) => server.listen(port, host, resolve));
console.log(`catalogue: listening on http://${host}:${port}/, opening ${where}…`);
const context = await getCatalogueContext(config).catch((error: unknown) =>
  fail(
    config.DATABASE_URL
      ? 'could not open, migrate or seed the PostgreSQL database at DATABASE_URL (is it running and reachable?)'
      : `could not open the PGlite database in ${config.CATALOGUE_DATA_DIR} (is another process using it?)`,
    error,
  ),
);
opening.resolve(context);
ready = true;
console.log('catalogue: ready (GET /healthz)');

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    ready = false;
    console.log(`catalogue: ${signal}, finishing requests in flight…`);
    void closeGracefully(server)
      .then(() => context.db.destroy())
      .then(() => {
        console.log('catalogue: stopped');
        process.exit(0);
      });
  });
