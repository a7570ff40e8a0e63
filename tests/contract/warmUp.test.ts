import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw } from './raw';
import { startBuiltServer } from './server';

/**
 * Issue 25: the built server renders a bounded set of pages for itself before `/readyz` says ready
 * (src/server/warmUp.ts), so the first visitors after a start meet optimised code and warm answers.
 */
describe('warm-up before ready (WARM_UP_PAGES)', () => {
  let port = 0;
  let stop: () => void = () => undefined;
  beforeAll(async () => {
    // startBuiltServer waits for /readyz: the warm-up is over when it resolves.
    const server = await startBuiltServer({ build: false, env: { WARM_UP_PAGES: '24' }, quiet: true });
    port = Number(new URL(server.base).port);
    stop = server.stop;
  }, 180_000);
  afterAll(() => stop());

  const metric = (body: string, name: string) =>
    Number(new RegExp(`^${name} ([\\d.e+]+)$`, 'm').exec(body)?.[1] ?? NaN);

  it('says what it rendered on /readyz, and kept those pages as any visitor’s', async () => {
    const ready = await raw({ method: 'GET', path: '/readyz', host: 'localhost', port });
    expect(ready.status).toBe(200);
    expect(ready.body).toMatch(/^warm-up ok \(24 pages in \d+ ms\)$/m);
    const metrics = (await raw({ method: 'GET', path: '/metrics', host: 'localhost', port })).body;
    // The sitemaps are rendered, not kept; the 24 pages are misses, and kept (some pages are one page
    // in two languages' sitemaps: at least 20 distinct entries).
    expect(metric(metrics, 'storefront_page_cache_requests_total\\{result="miss"\\}')).toBeGreaterThanOrEqual(
      24,
    );
    expect(metric(metrics, 'storefront_page_cache_entries')).toBeGreaterThanOrEqual(20);
  });
});
