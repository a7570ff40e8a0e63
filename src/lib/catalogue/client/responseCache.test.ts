import { afterAll, describe, expect, it, vi } from 'vitest';
import { SharedTier } from '../../cache/sharedTier.ts';
import { answerCache, sharedAnswerLayer, type SharedAnswers } from './responseCache.ts';
import { answerTags } from './touchedAnswers.ts';

/** A node's answers shared through a tier. */
function sharedCache(shared: SharedAnswers) {
  const cache = answerCache(10);
  cache.shareThrough(sharedAnswerLayer(shared));
  return cache;
}

describe('catalogue answers', () => {
  const policy = { ttlMs: 1000, swrMs: 5000 };

  it('serves fresh entries without loading, stale ones while refreshing once, expired ones after loading', async () => {
    let now = 0;
    const cache = answerCache(10, () => now);
    const load = vi.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2').mockResolvedValueOnce('v3');
    expect(await cache.load('k', policy, load)).toBe('v1');
    now = 900;
    expect(await cache.load('k', policy, load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    now = 2000;
    expect(await cache.load('k', policy, load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.load('k', policy, load)).toBe('v2');
    now = 10_000;
    expect(await cache.load('k', policy, load)).toBe('v3');
  });

  it('does not store undefined and evicts the least recently used entry', async () => {
    const cache = answerCache(2, () => 0);
    await cache.load('a', policy, async () => undefined);
    expect(cache.count).toBe(0);
    await cache.load('a', policy, async () => 1);
    await cache.load('b', policy, async () => 2);
    await cache.load('a', policy, async () => 99);
    await cache.load('c', policy, async () => 3);
    expect(await cache.load('a', policy, async () => 'reloaded')).toBe(1);
    expect(await cache.load('b', policy, async () => 'reloaded')).toBe('reloaded');
  });
});

describe('catalogue answers: a change', () => {
  const policy = { ttlMs: 1000, swrMs: 5000 };

  it('drops the touched keys only; a load in flight at that moment is answered but not stored', async () => {
    const cache = answerCache(10, () => 0);
    await cache.load('tour/1', policy, async () => 'one');
    await cache.load('tour/2', policy, async () => 'two');
    let release: (value: string) => void = () => undefined;
    const inFlight = cache.load(
      'tour/3',
      policy,
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    expect(cache.invalidate((key) => key === 'tour/1')).toBe(1);
    release('three (read before the change)');
    expect(await inFlight).toBe('three (read before the change)');
    expect(cache.count).toBe(1);
    expect(await cache.load('tour/2', policy, async () => 'reloaded')).toBe('two');
    expect(await cache.load('tour/1', policy, async () => 'one, new')).toBe('one, new');
    expect(await cache.load('tour/3', policy, async () => 'three, new')).toBe('three, new');
  });
});

describe('catalogue answers with a shared tier', () => {
  const policy = { ttlMs: 60_000, swrMs: 600_000 };
  const tiers: SharedTier[] = [];
  afterAll(() => {
    for (const tier of tiers) tier.close();
  });
  const tierOf = (url: string, namespace: string) => {
    const tier = new SharedTier({ url, namespace, label: 'catalogue answers' });
    tiers.push(tier);
    return tier;
  };
  /** Commands of one connection run in order: a round trip after a write means the write is done. */
  const flush = (tier: SharedTier) => tier.read('flush', 1);

  it('keeps answering from memory when Redis cannot be reached', async () => {
    const tier = tierOf('redis://127.0.0.1:1/0', 'test:answer');
    const cache = sharedCache({ tier, tagsOf: answerTags });
    const load = vi.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2');
    expect(await cache.load('|/tour-groups/1/', policy, load)).toBe('v1');
    expect(await cache.load('|/tour-groups/1/', policy, load)).toBe('v1');
    expect(cache.invalidate(() => true, ['tgid:1'])).toBe(1);
    expect(await cache.load('|/tour-groups/1/', policy, load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  // A real Redis when REDIS_TEST_URL is set (e.g. redis://127.0.0.1:6379/15).
  const url = process.env['REDIS_TEST_URL'];
  it.skipIf(!url)('shares answers between nodes; a drop on one node holds for the others', async () => {
    const namespace = `test:${process.pid}:${Math.random().toString(36).slice(2)}:answer`;
    const [tierA, tierB, tierC] = [
      tierOf(url ?? '', namespace),
      tierOf(url ?? '', namespace),
      tierOf(url ?? '', namespace),
    ];
    await Promise.all([tierA.whenReady(), tierB.whenReady(), tierC.whenReady()]);
    const nodeA = sharedCache({ tier: tierA, tagsOf: answerTags });
    const nodeB = sharedCache({ tier: tierB, tagsOf: answerTags });
    const nodeC = sharedCache({ tier: tierC, tagsOf: answerTags });
    const tour = '|/api/tours/v6/tour-groups/4040/?currency=EUR';
    const city = '|/api/tours/v3/cities/PARIS/';
    expect(await nodeA.load(tour, policy, async () => ({ name: 'Colosseum' }))).toEqual({
      name: 'Colosseum',
    });
    expect(await nodeA.load(city, policy, async () => ['Paris'])).toEqual(['Paris']);
    await flush(tierA);
    const notLoaded = vi.fn(async () => 'loaded by b');
    expect(await nodeB.load(tour, policy, notLoaded)).toEqual({ name: 'Colosseum' });
    expect(notLoaded).not.toHaveBeenCalled();

    nodeA.invalidate(() => true, ['tgid:4040']);
    await flush(tierA);
    expect(await nodeC.load(tour, policy, async () => 'reloaded by c')).toBe('reloaded by c');
    expect(await nodeC.load(city, policy, async () => 'reloaded by c')).toEqual(['Paris']);
    await flush(tierC);
    // c's newer answer was written after the drop: shared again.
    expect(await sharedCache({ tier: tierA, tagsOf: answerTags }).load(tour, policy, notLoaded)).toBe(
      'reloaded by c',
    );

    nodeB.invalidate(() => false);
    await flush(tierB);
    const fresh = sharedCache({ tier: tierA, tagsOf: answerTags });
    expect(await fresh.load(city, policy, async () => 'after everything')).toBe('after everything');
    expect(notLoaded).not.toHaveBeenCalled();
  });
});
