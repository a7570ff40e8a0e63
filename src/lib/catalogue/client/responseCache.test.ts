import { describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './responseCache.ts';

describe('ResponseCache', () => {
  const policy = { ttlMs: 1000, swrMs: 5000 };

  it('serves fresh entries without loading, stale ones while refreshing once, expired ones after loading', async () => {
    let now = 0;
    const cache = new ResponseCache(10, () => now);
    const load = vi.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2').mockResolvedValueOnce('v3');
    expect(await cache.get('k', policy, load)).toBe('v1');
    now = 900;
    expect(await cache.get('k', policy, load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    now = 2000;
    expect(await cache.get('k', policy, load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('k', policy, load)).toBe('v2');
    now = 10_000;
    expect(await cache.get('k', policy, load)).toBe('v3');
  });

  it('does not store undefined and evicts the least recently used entry', async () => {
    const cache = new ResponseCache(2, () => 0);
    await cache.get('a', policy, async () => undefined);
    expect(cache.size).toBe(0);
    await cache.get('a', policy, async () => 1);
    await cache.get('b', policy, async () => 2);
    await cache.get('a', policy, async () => 99);
    await cache.get('c', policy, async () => 3);
    expect(await cache.get('a', policy, async () => 'reloaded')).toBe(1);
    expect(await cache.get('b', policy, async () => 'reloaded')).toBe('reloaded');
  });
});

describe('ResponseCache.drop', () => {
  const policy = { ttlMs: 1000, swrMs: 5000 };

  it('drops the touched keys only; a load in flight at that moment is answered but not stored', async () => {
    const cache = new ResponseCache(10, () => 0);
    await cache.get('tour/1', policy, async () => 'one');
    await cache.get('tour/2', policy, async () => 'two');
    let release: (value: string) => void = () => undefined;
    const inFlight = cache.get('tour/3', policy, () => new Promise<string>((resolve) => (release = resolve)));
    expect(cache.drop((key) => key === 'tour/1')).toBe(1);
    release('three (read before the change)');
    expect(await inFlight).toBe('three (read before the change)');
    expect(cache.size).toBe(1);
    expect(await cache.get('tour/2', policy, async () => 'reloaded')).toBe('two');
    expect(await cache.get('tour/1', policy, async () => 'one, new')).toBe('one, new');
    expect(await cache.get('tour/3', policy, async () => 'three, new')).toBe('three, new');
  });
});
