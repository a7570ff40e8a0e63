import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { fragments } from '../lib/cache/fragmentCache';
import { upstreamCalls, type Upstream } from '../lib/metrics/upstreamCalls';

/**
 * The server's Prometheus registry (`GET /metrics`, docs/deployment.md "Metrics"): the process's own
 * (memory, event loop, garbage collection), the fragments below the page cache and the calls made to
 * the upstreams. They exist whether or not the page cache is on; the page cache adds its counters here
 * when it is (src/server/pageCache/metrics.ts).
 */
export function createServerMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
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
  return {
    registry,
    /** The Prometheus text of every counter. */
    text: async (): Promise<{ type: string; body: string }> => ({
      type: registry.contentType,
      body: await registry.metrics(),
    }),
  };
}

export type ServerMetrics = ReturnType<typeof createServerMetrics>;

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
