import { describe, expect, it } from 'vitest';
import { readPageCacheConfig } from './cacheConfig';

describe('readPageCacheConfig', () => {
  it('is on with bounded defaults', () => {
    expect(readPageCacheConfig({})).toEqual({
      enabled: true,
      maxEntries: 5000,
      maxBytes: 256 * 1024 * 1024,
      trustedProxy: false,
    });
  });
  it('can be switched off, and falls back on malformed numbers', () => {
    expect(readPageCacheConfig({ PAGE_CACHE: 'off' }).enabled).toBe(false);
    expect(readPageCacheConfig({ PAGE_CACHE_MAX_ENTRIES: 'many' }).maxEntries).toBe(5000);
    expect(readPageCacheConfig({ PAGE_CACHE_MAX_MB: '0' }).enabled).toBe(false);
    expect(readPageCacheConfig({ TRUSTED_PROXY: 'true' }).trustedProxy).toBe(true);
  });
});
