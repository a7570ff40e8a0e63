import { describe, expect, it } from 'vitest';
import { countUpstreamCall, upstreamCalls } from '../lib/metrics/upstreamCalls';
import { createPageCache } from './pageCache/pageCache';
import { createServerMetrics, mayReadMetrics } from './serverMetrics';

const config = (enabled: boolean) => ({
  enabled,
  maxEntries: 10,
  maxBytes: 1_000_000,
  renderConcurrency: 1,
  refreshAfterInvalidation: 0,
});
const render = () => Promise.reject(new Error('not rendered in this test'));

describe('the server metrics (GET /metrics)', () => {
  it('counts upstream calls and fragments without any page cache', async () => {
    const metrics = createServerMetrics();
    countUpstreamCall('catalogue');
    const { type, body } = await metrics.text();
    expect(type).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(body).toContain(
      `storefront_upstream_requests_total{upstream="catalogue"} ${upstreamCalls.catalogue}`,
    );
    expect(body).toMatch(/^storefront_fragment_cache_hits \d+$/m);
    expect(body).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(body).not.toContain('storefront_page_cache_requests_total');
  });

  it('shows the page cache counters beside them when the cache is on', async () => {
    const metrics = createServerMetrics();
    createPageCache({ render, config: config(true), registry: metrics.registry });
    const { body } = await metrics.text();
    expect(body).toMatch(/^storefront_page_cache_entries 0$/m);
    expect(body).toContain('# TYPE storefront_upstream_requests_total counter');
  });

  it('only local and private addresses may read it', () => {
    expect(mayReadMetrics('127.0.0.1')).toBe(true);
    expect(mayReadMetrics('10.1.2.3')).toBe(true);
    expect(mayReadMetrics('::1')).toBe(true);
    expect(mayReadMetrics('203.0.113.9')).toBe(false);
    expect(mayReadMetrics(undefined)).toBe(false);
  });
});
