import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readPageCacheConfig } from './cacheConfig';

describe('page cache configuration', () => {
  it('renders twice as many pages at once as there are cores unless told', () => {
    expect(readPageCacheConfig({}).renderConcurrency).toBe(2 * availableParallelism());
    expect(readPageCacheConfig({ RENDER_CONCURRENCY: '3' }).renderConcurrency).toBe(3);
  });

  it('falls back to the default on a malformed or out-of-range RENDER_CONCURRENCY', () => {
    for (const value of ['0', '-2', 'lots', '1.5', '5000'])
      expect(readPageCacheConfig({ RENDER_CONCURRENCY: value }).renderConcurrency).toBe(
        2 * availableParallelism(),
      );
  });

  it('reads the cache switch and bounds', () => {
    const config = readPageCacheConfig({ PAGE_CACHE: 'off', PAGE_CACHE_MAX_MB: '64' });
    expect(config.enabled).toBe(false);
    expect(config.maxBytes).toBe(64 * 1024 * 1024);
    expect(config.maxEntries).toBe(5000);
  });

  it('renders again the 200 most asked invalidated pages unless told; 0 turns it off', () => {
    expect(readPageCacheConfig({}).refreshAfterInvalidation).toBe(200);
    expect(readPageCacheConfig({ REFRESH_AFTER_INVALIDATION: '0' }).refreshAfterInvalidation).toBe(0);
    expect(readPageCacheConfig({ REFRESH_AFTER_INVALIDATION: 'many' }).refreshAfterInvalidation).toBe(200);
  });
});
