import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { fragments } from '../../lib/cache/fragmentCache';
import { upstreamCalls, type Upstream } from '../../lib/metrics/upstreamCalls';

export type CacheResult = 'hit' | 'hit-shared' | 'miss' | 'stale' | 'stale-if-error' | 'bypass';

/** The page cache's counters in Prometheus' text format (docs/page-cache.md, "Metrics"). */
export function createCacheMetrics(sizes: () => { entries: number; bytes: number }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
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
  // The fragments below the page cache (product cards, docs/page-cache.md "Below the page cache").
  const fragmentStats: [name: string, help: string, read: () => number][] = [
    [
      'storefront_fragment_cache_hits',
      'Fragments (product cards) answered from memory.',
      () => fragments.stats.hits,
    ],
    [
      'storefront_fragment_cache_misses',
      'Fragments rendered because none was kept.',
      () => fragments.stats.misses,
    ],
    ['storefront_fragment_cache_entries', 'Fragments held in memory.', () => fragments.stats.entries],
    ['storefront_fragment_cache_bytes', 'Bytes of fragments held in memory.', () => fragments.stats.bytes],
  ];
  for (const [name, help, read] of fragmentStats)
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  // What the memories below the page cache did not answer (lib/metrics/upstreamCalls.ts).
  new Counter({
    name: 'storefront_upstream_requests_total',
    help: 'Requests made to an upstream (content API, catalogue), answers from memory not counted.',
    labelNames: ['upstream'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const upstream of Object.keys(upstreamCalls) as Upstream[])
        this.labels(upstream).inc(upstreamCalls[upstream]);
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

const PRIVATE =
  /^(?:127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|::ffff:10\.|::ffff:192\.168\.|fc|fd)/i;

/**
 * Whether a client may read /metrics: loopback and private networks only (Prometheus scrapes from
 * inside; the public gets the ordinary not-found page).
 * @example mayReadMetrics('127.0.0.1') === true; mayReadMetrics('203.0.113.9') === false
 */
export function mayReadMetrics(address: string | undefined): boolean {
  return address !== undefined && PRIVATE.test(address);
}
