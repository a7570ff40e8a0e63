import { describe, expect, it } from 'vitest';
import { PageStore, type CachedPage } from './cacheStore';

function page(overrides: Partial<CachedPage> = {}): CachedPage {
  return {
    status: 200,
    headers: [],
    body: Buffer.alloc(1000),
    gzip: undefined,
    br: undefined,
    etag: 'W/"x"',
    tags: [],
    storedAt: 0,
    freshUntil: 60_000,
    staleUntil: 660_000,
    errorUntil: 87_060_000,
    invalidated: false,
    ...overrides,
  };
}

describe('PageStore', () => {
  it('answers fresh, then stale, then expired with the copy, then nothing', () => {
    let now = 0;
    const store = new PageStore({ maxEntries: 10, maxBytes: 1e6 }, () => now);
    store.set('k', page());
    expect(store.lookup('k').state).toBe('fresh');
    now = 60_000;
    expect(store.lookup('k').state).toBe('stale');
    now = 660_000;
    const expired = store.lookup('k');
    expect(expired.state).toBe('expired');
    expect(expired.page).toBeDefined();
    now = 87_060_000;
    expect(store.lookup('k')).toEqual({ state: 'expired', page: undefined });
    expect(store.size).toBe(0);
  });

  it('evicts the least recently used entry past the entry bound', () => {
    const store = new PageStore({ maxEntries: 2, maxBytes: 1e6 }, () => 0);
    store.set('a', page());
    store.set('b', page());
    store.lookup('a'); // a is now the most recent
    store.set('c', page());
    expect(store.lookup('b').page).toBeUndefined();
    expect(store.lookup('a').state).toBe('fresh');
    expect(store.lookup('c').state).toBe('fresh');
  });

  it('evicts past the byte bound and counts bodies and compressed forms', () => {
    const store = new PageStore({ maxEntries: 100, maxBytes: 5000 }, () => 0);
    store.set('a', page({ body: Buffer.alloc(1000), gzip: Buffer.alloc(300), br: Buffer.alloc(200) }));
    expect(store.bytes).toBe(1000 + 300 + 200 + 512);
    store.set('b', page({ body: Buffer.alloc(2000) }));
    store.set('c', page({ body: Buffer.alloc(1500) }));
    expect(store.lookup('a').page).toBeUndefined();
    expect(store.bytes).toBeLessThanOrEqual(5000);
  });

  it('refuses a page larger than the whole budget', () => {
    const store = new PageStore({ maxEntries: 100, maxBytes: 1000 }, () => 0);
    store.set('big', page({ body: Buffer.alloc(5000) }));
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('invalidates exactly the pages carrying a tag, and keeps them as the stale-if-error copy', () => {
    const store = new PageStore({ maxEntries: 10, maxBytes: 1e6 }, () => 0);
    store.set('show', page({ tags: ['tgid:101', 'site:a.com'] }));
    store.set('other', page({ tags: ['tgid:202'] }));
    expect(store.invalidate(['tgid:101'])).toEqual(['show']);
    const show = store.lookup('show');
    expect(show.state).toBe('expired');
    expect(show.page?.invalidated).toBe(true);
    expect(store.lookup('other').state).toBe('fresh');
    expect(store.invalidate(['tgid:101'])).toEqual([]);
    expect(store.invalidate('all')).toEqual(['other']);
  });

  it('takes a better brotli form only for the very page still kept, and counts its bytes', () => {
    const store = new PageStore({ maxEntries: 10, maxBytes: 1e6 }, () => 0);
    const kept = page({ br: Buffer.alloc(300) });
    store.set('k', kept);
    expect(store.bytes).toBe(1000 + 300 + 512);
    expect(store.replaceBrotli('k', kept, Buffer.alloc(200))).toBe(true);
    expect(store.bytes).toBe(1000 + 200 + 512);
    expect(kept.brBest).toBe(true);
    const refreshed = page({ br: Buffer.alloc(300) });
    store.set('k', refreshed);
    expect(store.replaceBrotli('k', kept, Buffer.alloc(100))).toBe(false);
    expect(refreshed.br?.length).toBe(300);
    expect(store.bytes).toBe(1000 + 300 + 512);
  });

  it('replacing a key drops its old tags', () => {
    const store = new PageStore({ maxEntries: 10, maxBytes: 1e6 }, () => 0);
    store.set('k', page({ tags: ['doc:A'] }));
    store.set('k', page({ tags: ['doc:B'] }));
    expect(store.invalidate(['doc:A'])).toEqual([]);
    expect(store.invalidate(['doc:B'])).toEqual(['k']);
  });
});
