import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 4399);
/** The server reads a copy of src/content here (scripts/e2e-server.mjs); publish.spec.ts edits it. */
export const E2E_CONTENT_DIR = join(tmpdir(), `storefront-e2e-content-${E2E_PORT}`);
/** The secrets of the two webhooks (tests/e2e/publish.spec.ts). */
export const E2E_WEBHOOK_SECRET = 'e2e-prismic-webhook-secret-of-32-bytes';
export const E2E_CATALOGUE_SECRET = 'e2e-catalogue-events-secret-of-32-bytes';
/**
 * The second server (tests/e2e/prismic-fixture.spec.ts): the demo content plus documents shaped as a
 * Prismic repository answers them (tests/fixtures/e2e-prismic-content/), its images allowed from
 * images.prismic.io, reading the first server's catalogue over HTTP (no database of its own to seed).
 */
export const E2E_FIXTURE_PORT = Number(process.env['E2E_FIXTURE_PORT'] ?? E2E_PORT + 100);
/** The key of signed preview links (tests/e2e/previewLink.ts signs them as `npm run preview:link` does). */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-of-at-least-32-bytes';

// Debian's Chromium (Playwright cannot download its own browser here); `npm test` installs it when missing.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  reporter: process.env['CI'] ? 'line' : 'list',
  timeout: 30_000,
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node ./scripts/e2e-server.mjs',
      // Ready as a load balancer sees it (/readyz): content answers, the database is open, migrated and
      // seeded, and the server has rendered its warm-up pages (WARM_UP_PAGES, src/server/warmUp.ts).
      url: `http://127.0.0.1:${E2E_PORT}/readyz`,
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        CATALOGUE_FAULT_INJECTION: '1',
        // The server's one clock may be set per request with x-storefront-clock (tests/e2e/booking-path.spec.ts).
        CLOCK_INJECTION: '1',
        // A copy of the content that only the webhook publishes: no folder watcher (tests/e2e/publish.spec.ts).
        CONTENT_DIR: E2E_CONTENT_DIR,
        CONTENT_WATCH: '0',
        // The secrets of the Prismic webhook and of the catalogue's change events (tests/e2e/publish.spec.ts).
        PRISMIC_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
        CATALOGUE_WEBHOOK_SECRET: E2E_CATALOGUE_SECRET,
        PREVIEW_SECRET: E2E_PREVIEW_SECRET,
        // The whole suite posts forms from one address; forms.spec still reaches the limit.
        FORM_RATE_LIMIT: '60',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // Started after the first (Playwright starts its servers in order), whose catalogue it reads.
      command: 'node ./scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${E2E_FIXTURE_PORT}/healthz`,
      env: {
        PORT: String(E2E_FIXTURE_PORT),
        HOST: '127.0.0.1',
        CONTENT_DIR: join(tmpdir(), `storefront-e2e-fixture-content-${E2E_FIXTURE_PORT}`),
        CONTENT_WATCH: '0',
        E2E_FIXTURE_CONTENT: 'tests/fixtures/e2e-prismic-content',
        CATALOGUE_API_URL: `http://127.0.0.1:${E2E_PORT}`,
        CSP_IMAGE_HOSTS: 'https://images.prismic.io',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
