// First: the configuration is validated before any other module reads it (exit 1 with its message).
import { startupConfig } from './startupConfig';
import { fileURLToPath } from 'node:url';
import { createApp } from 'astro/app/entrypoint';
import { setGetEnv } from 'astro/env/setup';
import { catalogueDatabaseReady, closeCatalogueContext } from '@storefront/catalogue';
import { embeddedCatalogueConfig } from '../lib/catalogue/config';
import { closeStore } from '../lib/store/store';
import { getSites } from '../lib/sites/siteRegistry';
import { handoffSources } from './handoffSources';
import { startStorefrontServer } from './storefrontServer';
import { askSelf, createWarmUp } from './warmUp';
import { loadPageStylesIndex } from './pageStylesStep';
import { PAGE_STYLES_FILE } from '../lib/styles/pageStyles';
import type { RenderingApp } from './pageCache/installPageCache';

/**
 * The server entry of the build (dist/server/entry.mjs), our own instead of the Node adapter's
 * (src/integrations/nodeServer.ts): Astro's App, served by src/server/storefrontServer.ts.
 * `scripts/serve.mjs` imports it and calls {@link start}.
 */
setGetEnv((key) => process.env[key]);
const app = createApp({ streaming: false }) as unknown as RenderingApp;

/** Where the build's client files are, beside this module (dist/server → dist/client). */
const clientDir = fileURLToPath(new URL('../client/', import.meta.url));
/** Each page's own styles: the build's stylesheet index beside this module (src/integrations/pageStyles.ts). */
const pageStyles = loadPageStylesIndex(fileURLToPath(new URL(`./${PAGE_STYLES_FILE}`, import.meta.url)));

export { startupConfig };

/** Starts the server with the configuration validated at start ({@link startupConfig}). */
export function start() {
  const config = startupConfig();
  const remote = config.catalogue.apiUrl;
  const warm = createWarmUp(config.server.warmUpPages);
  const server = startStorefrontServer(app, {
    clientDir,
    port: config.server.port,
    host: config.server.host,
    readiness: [
      // The microsite list comes from the content source: it answers, or nothing can be routed.
      { name: 'content', probe: () => getSites() },
      remote
        ? {
            name: 'catalogue',
            probe: async () => {
              const response = await fetch(new URL('/healthz', remote), {
                signal: AbortSignal.timeout(3000),
              });
              if (!response.ok) throw new Error(`catalogue answered ${response.status}`);
            },
          }
        : {
            name: 'database',
            probe: () => catalogueDatabaseReady(embeddedCatalogueConfig(config.databases)),
          },
      // Ready once a bounded set of pages has been rendered (WARM_UP_PAGES, src/server/warmUp.ts).
      warm.check,
    ],
    close: () => Promise.all([closeCatalogueContext(), closeStore()]).then(() => undefined),
    limits: { shutdownDrainMs: config.server.shutdownDrainMs },
    // The demo's booking hand-off receiver (book.<alias>.<suffix>); off with the demo hosts.
    handoff: handoffSources(config),
    pageStyles,
  });
  server.once('listening', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.server.port;
    // Each site as its visitors reach it: the demo host with the port, else its domain (https behind
    // a trusted proxy, as the proxy would say).
    const https = !config.demoHosts && config.trustedProxy;
    void warm.run({
      ask: askSelf(server, { https }),
      hosts: async () =>
        (await getSites()).map((site) =>
          config.demoHosts ? `${site.alias}.${config.localSiteSuffix}:${port}` : site.domain,
        ),
      concurrency: config.pageCache.renderConcurrency,
      deadlineMs: WARM_UP_DEADLINE_MS,
    });
  });
  return server;
}

/** The warm-up's bound: past it the node reports ready with what it has rendered. */
const WARM_UP_DEADLINE_MS = 30_000;

// `node dist/server/entry.mjs` starts the server; importing the module (scripts/serve.mjs) does not.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) start();
