import { describe, expect, it } from 'vitest';
import { readPageCacheConfig } from './cacheConfig';
import { invalidationChannel } from '../../lib/cache/peerBroadcast';
import { tagsOfContentChange } from './installPageCache';

const change = { ids: ['X1'], types: ['news_page'], uids: ['x'], unknownIds: [], everything: false };

describe('tagsOfContentChange', () => {
  it('names the touched documents and their types', () => {
    expect(tagsOfContentChange(change)).toEqual(['doc:X1', 'type:news_page']);
  });
  it('touches everything when the change cannot be narrowed down or a document vanished', () => {
    expect(tagsOfContentChange({ ...change, everything: true })).toBe('all');
    expect(tagsOfContentChange({ ...change, unknownIds: ['GONE'] })).toBe('all');
  });
});

describe('invalidationChannel', () => {
  it('is one emitter per process', () => {
    expect(invalidationChannel()).toBe(invalidationChannel());
  });
});

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
