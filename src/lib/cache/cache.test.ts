import { describe, expect, it, vi } from 'vitest';
import { Cache, type SharedLayer } from './cache';

const fresh = { ttlMs: 1000, swrMs: 5000 };

describe('Cache: bounds', () => {
  it('drops the least recently used entry past the entry bound', () => {
    const cache = new Cache<string>({ maxEntries: 2 });
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.get('a')).toBe('1'); // a is now the most recently used
    cache.set('c', '3');
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
    expect(cache.count).toBe(2);
  });

  it('drops the least recently used entries past the byte bound, and keeps no value larger than it', () => {
    const cache = new Cache<string>({ maxBytes: 10, sizeOf: (value) => value.length });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    expect(cache.bytes).toBe(8);
    cache.set('c', 'zzzz');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(8);
    cache.set('b', 'way too long a value');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.bytes).toBe(4);
  });

  it('takes a size measured by the caller over sizeOf', () => {
    const cache = new Cache<string>({ maxBytes: 100, sizeOf: () => 1 });
    cache.set('a', 'x', [], 60);
    cache.set('b', 'y', [], 60);
    expect([...cache.keys()]).toEqual(['b']);
  });

  it('refuses to be built without a bound', () => {
    expect(() => new Cache<string>({})).toThrow('a cache needs a bound');
  });
});

describe('Cache: tags', () => {
  it('drops exactly the entries carrying an invalidated tag', () => {
    const cache = new Cache<string>({ maxEntries: 10 });
    cache.set('louvre', 'page', ['tgid:1', 'city:paris']);
    cache.set('eiffel', 'page', ['tgid:2', 'city:paris']);
    cache.set('tower', 'page', ['tgid:3', 'city:london']);
    expect(cache.reached(['city:paris']).sort()).toEqual(['eiffel', 'louvre']);
    expect(cache.invalidate(['tgid:1'])).toBe(1);
    expect([...cache.keys()].sort()).toEqual(['eiffel', 'tower']);
    expect(cache.invalidate('all')).toBe(2);
    expect(cache.count).toBe(0);
  });

  it('forgets the tags of an entry pushed out by the bounds or replaced', () => {
    const cache = new Cache<string>({ maxEntries: 1 });
    cache.set('a', '1', ['t']);
    cache.set('b', '2', ['u']);
    expect(cache.reached(['t'])).toEqual([]);
    cache.set('b', '3', ['v']);
    expect(cache.reached(['u'])).toEqual([]);
    expect(cache.reached(['v'])).toEqual(['b']);
  });

  it('drops the entries a predicate on keys names', () => {
    const cache = new Cache<string>({ maxEntries: 10 });
    cache.set('/tours/1', 'a');
    cache.set('/tours/2', 'b');
    expect(cache.invalidate((key) => key.endsWith('/1'))).toBe(1);
    expect([...cache.keys()]).toEqual(['/tours/2']);
  });
});

describe('Cache: load', () => {
  it('answers a fresh entry as is, a stale one at once while one refresh runs, an older one anew', async () => {
    let now = 0;
    let version = 0;
    const loader = vi.fn(async () => `v${++version}`);
    const cache = new Cache<string>({ maxEntries: 10, now: () => now });
    expect(await cache.load('k', fresh, loader)).toBe('v1');
    now = 900;
    expect(await cache.load('k', fresh, loader)).toBe('v1');
    expect(loader).toHaveBeenCalledTimes(1);
    now = 2000; // stale: served, refreshed once in the background
    expect(await cache.load('k', fresh, loader)).toBe('v1');
    expect(await cache.load('k', fresh, loader)).toBe('v1');
    await vi.waitFor(() => expect(cache.get('k')).toBe('v2'));
    expect(loader).toHaveBeenCalledTimes(2);
    now = 9000; // past ttl + swr: loaded and waited for
    expect(await cache.load('k', fresh, loader)).toBe('v3');
  });

  it('shares one load among callers asking for the same missing key, and its failure', async () => {
    let release: (value: string) => void = () => undefined;
    const loader = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const cache = new Cache<string>({ maxEntries: 10 });
    const first = cache.load('k', fresh, loader);
    const second = cache.load('k', fresh, loader);
    release('answer');
    expect(await Promise.all([first, second])).toEqual(['answer', 'answer']);
    expect(loader).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => Promise.reject(new Error('upstream down')));
    const results = await Promise.allSettled([
      cache.load('x', fresh, failing),
      cache.load('x', fresh, failing),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(cache.get('x')).toBeUndefined();
  });

  it('keeps the stale value when a background refresh fails, and reports the failure', async () => {
    let now = 0;
    const onError = vi.fn();
    const cache = new Cache<string>({ maxEntries: 10, now: () => now, onError });
    await cache.load('k', fresh, async () => 'good');
    now = 2000;
    expect(await cache.load('k', fresh, async () => Promise.reject(new Error('timeout')))).toBe('good');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(cache.get('k')).toBe('good');
  });

  it('keeps no undefined answer', async () => {
    const cache = new Cache<string>({ maxEntries: 10 });
    expect(await cache.load('k', fresh, async () => undefined)).toBeUndefined();
    expect(cache.count).toBe(0);
  });

  it('never stores a load begun before an invalidation, and a later caller does not join it', async () => {
    let release: (value: string) => void = () => undefined;
    const cache = new Cache<string>({ maxEntries: 10 });
    const before = cache.load('k', fresh, () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('all');
    const after = cache.load('k', fresh, async () => 'new');
    release('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(cache.get('k')).toBe('new');
  });
});

describe('Cache: shared tier', () => {
  function memoryTier(): SharedLayer<string> & { stored: Map<string, { value: string; storedAt: number }> } {
    const stored = new Map<string, { value: string; storedAt: number }>();
    return {
      stored,
      read: async (key) => ({ found: stored.get(key), clock: 'c1' }),
      write: (key, value, storedAt) => void stored.set(key, { value, storedAt }),
      invalidate: vi.fn(),
    };
  }

  it('answers a memory miss from the tier, and writes a load there', async () => {
    const tier = memoryTier();
    tier.stored.set('k', { value: 'from another node', storedAt: 0 });
    const cache = new Cache<string>({ maxEntries: 10, now: () => 10, shared: tier });
    const loader = vi.fn(async () => 'loaded');
    expect(await cache.load('k', fresh, loader)).toBe('from another node');
    expect(loader).not.toHaveBeenCalled();
    expect(await cache.load('other', fresh, loader)).toBe('loaded');
    expect(tier.stored.get('other')).toEqual({ value: 'loaded', storedAt: 10 });
  });

  it('stamps an invalidation in the tier: tags as given, a predicate as everything unless told', () => {
    const tier = memoryTier();
    const cache = new Cache<string>({ maxEntries: 10, shared: tier });
    cache.invalidate(['tgid:1']);
    cache.invalidate(() => true, ['tgid:2']);
    cache.invalidate(() => true);
    expect(vi.mocked(tier.invalidate).mock.calls).toEqual([[['tgid:1']], [['tgid:2']], ['all']]);
  });
});

describe('Cache: switched off (CACHE_LAYERS_OFF)', () => {
  it('keeps nothing, and every load loads (concurrent ones still shared)', async () => {
    const cache = new Cache<string>({ maxEntries: 10, off: true });
    cache.set('a', '1');
    expect(cache.get('a')).toBeUndefined();
    const loader = vi.fn(async () => 'v');
    await Promise.all([cache.load('k', fresh, loader), cache.load('k', fresh, loader)]);
    await cache.load('k', fresh, loader);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(cache.count).toBe(0);
  });
});

describe('one cache primitive (issue 23 §3)', () => {
  it('is the only importer of lru-cache, and no other module keeps its own LRU', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const src = join(import.meta.dirname, '../..');
    const offenders = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|astro|mjs)$/.test(file) && !file.endsWith('.test.ts'))
      .filter((file) => {
        const text = readFileSync(join(src, file), 'utf8');
        // An LRU by hand: evicting the oldest key of a Map (`keys().next()`).
        return (
          (/from 'lru-cache'/.test(text) && file !== join('lib', 'cache', 'cache.ts')) ||
          /\.keys\(\)\.next\(\)/.test(text)
        );
      });
    expect(offenders).toEqual([]);
  });
});
