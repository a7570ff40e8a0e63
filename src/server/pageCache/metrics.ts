import { Counter, Gauge, Registry } from 'prom-client';

export type CacheResult = 'hit' | 'hit-shared' | 'miss' | 'stale' | 'stale-if-error' | 'bypass';

/**
 * The page cache's counters (docs/page-cache.md, "Metrics"), registered in `registry`: the server's
 * (src/server/serverMetrics.ts) when the cache is on, so /metrics shows them beside the process's own.
 */
export function createCacheMetrics(
  sizes: () => { entries: number; bytes: number },
  registry: Registry = new Registry(),
) {
  const requests = new Counter({
    name: 'storefront_page_cache_requests_total',
    help: 'Requests seen by the page cache, by result (hit, hit-shared, miss, stale, stale-if-error, bypass).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const invalidated = new Counter({
    name: 'storefront_page_cache_invalidated_total',
    help: 'Cached pages marked invalidated by a publication or a catalogue event.',
    registers: [registry],
  });
  const refreshedAfterInvalidation = new Counter({
    name: 'storefront_page_cache_refreshed_after_invalidation_total',
    help: 'Invalidated pages rendered again in the background before a visitor asked (the most asked first).',
    registers: [registry],
  });
  const refreshFailures = new Counter({
    name: 'storefront_page_cache_refresh_failures_total',
    help: 'Renders that failed or degraded while a good copy was kept (stale-if-error).',
    registers: [registry],
  });
  new Gauge({
    name: 'storefront_page_cache_entries',
    help: 'Pages held in memory.',
    registers: [registry],
    collect() {
      this.set(sizes().entries);
    },
  });
  new Gauge({
    name: 'storefront_page_cache_bytes',
    help: 'Bytes held in memory (bodies and their compressed forms).',
    registers: [registry],
    collect() {
      this.set(sizes().bytes);
    },
  });
  // Counting happens on every request: the labelled children are resolved once.
  const byResult = {
    hit: requests.labels('hit'),
    'hit-shared': requests.labels('hit-shared'),
    miss: requests.labels('miss'),
    stale: requests.labels('stale'),
    'stale-if-error': requests.labels('stale-if-error'),
    bypass: requests.labels('bypass'),
  } satisfies Record<CacheResult, unknown>;
  return {
    registry,
    count: (result: CacheResult) => byResult[result].inc(),
    invalidated: (count: number) => invalidated.inc(count),
    refreshFailed: () => refreshFailures.inc(),
    refreshedAfterInvalidation: () => refreshedAfterInvalidation.inc(),
  };
}
