import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { addCacheTags } from '../../lib/cache/requestScope';
import { SharedTier } from '../../lib/cache/sharedTier';
import type { CachedPage, PageReads } from './cacheStore';
import { pageStepServer } from '../../../tests/fixtures/pageStepServer';
import { createPageCache, type PageCache, type Render } from './pageCache';
import { decodePage, encodePage, SHARED_PAGE_MAX_BYTES, SharedPages } from './sharedPages';
import { httpGet } from '../../../tests/fixtures/httpGet';

const DIRECTIVE = 'max-age=60, stale-while-revalidate=600, stale-if-error=3600';
const HOST = 'colosseum.localhost';
const returning = { cookie: 'sandboxId=abcdefgh-1234' };

/** The shared tier with its writes and stamps awaited by the tests (the cache fires and forgets them). */
class AwaitedSharedPages extends SharedPages {
  readonly pending: Promise<void>[] = [];
  override keep(key: string, page: CachedPage, clock: string | undefined, reads: PageReads): Promise<void> {
    const done = super.keep(key, page, clock, reads);
    this.pending.push(done);
    return done;
  }
  override invalidate(tags: readonly string[] | 'all'): Promise<void> {
    const done = super.invalidate(tags);
    this.pending.push(done);
    return done;
  }
  settled = async (): Promise<void> => {
    await Promise.all(this.pending.splice(0));
  };
}

const servers: Server[] = [];
const tiers: SharedTier[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
});
afterAll(() => {
  for (const tier of tiers) tier.close();
});

/** A node: its own page cache (its own memory) over the given shared tier. */
async function node(render: Render, shared: SharedPages): Promise<{ cache: PageCache; port: number }> {
  const cache = createPageCache({
    render,
    config: {
      enabled: true,
      maxEntries: 100,
      maxBytes: 10_000_000,
      renderConcurrency: 4,
      refreshAfterInvalidation: 0,
    },
    shared,
  });
  const server = pageStepServer(cache, () => 'visitor-0001');
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { cache, port: (server.address() as AddressInfo).port };
}

const get = (port: number, path: string, headers: Record<string, string> = returning) =>
  httpGet(port, HOST, path, headers);

/** A show page naming the node that rendered it. */
function rendering(name: string, counter: { calls: number }, type = 'text/html; charset=utf-8'): Render {
  return async () => {
    counter.calls += 1;
    addCacheTags('tgid:101', 'site:colosseum.com');
    return new Response(`<html><p id="by">${name}</p>${'<p>Colosseum</p>'.repeat(300)}</html>`, {
      headers: { 'content-type': type, 'x-storefront-cache': DIRECTIVE },
    });
  };
}

const page: CachedPage = {
  status: 404,
  headers: [['content-type', 'text/html']],
  body: Buffer.from([0, 255, 1, 254]),
  gzip: undefined,
  br: Buffer.from([9, 8, 7]),
  etag: 'W/"abc"',
  tags: ['doc:x', 'tgid:1'],
  storedAt: 1,
  freshUntil: 2,
  staleUntil: 3,
  errorUntil: 4,
  invalidated: true,
};

describe('encodePage / decodePage', () => {
  it('round-trips a page with raw bytes, an absent compressed form and a fresh invalidation flag', () => {
    const parts = encodePage(page);
    expect(parts[1]).toBe(page.body);
    expect(decodePage(parts)).toEqual({ ...page, invalidated: false });
  });
  it('refuses malformed parts', () => {
    expect(decodePage([Buffer.from('{'), Buffer.alloc(0), Buffer.alloc(0), Buffer.alloc(0)])).toBeUndefined();
    expect(
      decodePage([Buffer.from('{"status":"x"}'), Buffer.alloc(0), Buffer.alloc(0), Buffer.alloc(0)]),
    ).toBeUndefined();
    expect(decodePage([Buffer.from('{}')])).toBeUndefined();
  });
});

describe('page cache with an unreachable Redis', () => {
  it('renders, keeps and invalidates from memory alone', async () => {
    const tier = new SharedTier({ url: 'redis://127.0.0.1:1/0', namespace: 'test:page', label: 'pages' });
    tiers.push(tier);
    const shared = new AwaitedSharedPages(tier);
    const counter = { calls: 0 };
    const { cache, port } = await node(rendering('a', counter), shared);
    expect((await get(port, '/fr/')).headers['x-cache']).toBe('MISS');
    expect((await get(port, '/fr/')).headers['x-cache']).toBe('HIT');
    expect(cache.invalidate(['tgid:101'])).toBe(1);
    await shared.settled();
    expect((await get(port, '/fr/')).headers['x-cache']).toBe('MISS');
    expect(counter.calls).toBe(2);
    expect(await tier.read('k', 4)).toEqual({ clock: undefined, parts: undefined });
  });
});

// A real Redis when REDIS_TEST_URL is set (e.g. redis://127.0.0.1:6379/15).
const url = process.env['REDIS_TEST_URL'];
describe.skipIf(!url)('page cache shared through Redis', () => {
  /** Two nodes over one Redis namespace of their own (tests never see each other's keys). */
  async function twoNodes(type?: string) {
    const namespace = `test:${process.pid}:${Math.random().toString(36).slice(2)}:page`;
    const sharedOf = () => {
      const tier = new SharedTier({ url: url ?? '', namespace, label: 'pages' });
      tiers.push(tier);
      return tier;
    };
    const [tierA, tierB] = [sharedOf(), sharedOf()];
    await Promise.all([tierA.whenReady(), tierB.whenReady()]);
    const [sharedA, sharedB] = [new AwaitedSharedPages(tierA), new AwaitedSharedPages(tierB)];
    const [countA, countB] = [{ calls: 0 }, { calls: 0 }];
    const a = await node(rendering('a', countA, type), sharedA);
    const b = await node(rendering('b', countB, type), sharedB);
    return { a, b, sharedA, sharedB, countA, countB };
  }

  it('a page rendered by one node is served by another from Redis, compressed forms included', async () => {
    const { a, b, sharedA, countB } = await twoNodes();
    const first = await get(a.port, '/fr/');
    expect(first.headers['x-cache']).toBe('MISS');
    // Asked a second time: now worth Redis' memory (issue 20 §2).
    expect((await get(a.port, '/fr/')).headers['x-cache']).toBe('HIT');
    await sharedA.settled();
    const shared = await get(b.port, '/fr/', { ...returning, 'accept-encoding': 'br' });
    expect(shared.headers['x-cache']).toBe('HIT-SHARED');
    expect(shared.headers['etag']).toBe(first.headers['etag']);
    expect(brotliDecompressSync(shared.body).equals(first.body)).toBe(true);
    expect(countB.calls).toBe(0);
    // Now in b's own memory: no Redis round trip.
    expect((await get(b.port, '/fr/')).headers['x-cache']).toBe('HIT');
    expect(b.cache.metrics.registry).toBeDefined();
    expect(await b.cache.metrics.registry.metrics()).toContain(
      'storefront_page_cache_requests_total{result="hit-shared"} 1',
    );
  });

  it('another node learns from Redis which experiments a URL reads: visitors in other arms share it (issue 25)', async () => {
    const namespace = `test:${process.pid}:${Math.random().toString(36).slice(2)}:page`;
    const [tierA, tierB] = [0, 1].map(() => {
      const tier = new SharedTier({ url: url ?? '', namespace, label: 'pages' });
      tiers.push(tier);
      return tier;
    }) as [SharedTier, SharedTier];
    await Promise.all([tierA.whenReady(), tierB.whenReady()]);
    const [sharedA, sharedB] = [new AwaitedSharedPages(tierA), new AwaitedSharedPages(tierB)];
    // The page shows the ratings arm only (as the landing page does).
    const counts = { a: 0, b: 0 };
    const ratingsPage =
      (name: 'a' | 'b'): Render =>
      async (_request, context) => {
        counts[name] += 1;
        addCacheTags('site:colosseum.com');
        return new Response(`<p id="r">${context.experiments.ratings}</p><p id="by">${name}</p>`, {
          headers: { 'content-type': 'text/html', 'x-storefront-cache': DIRECTIVE },
        });
      };
    const a = await node(ratingsPage('a'), sharedA);
    const b = await node(ratingsPage('b'), sharedB);
    const arms = (override: string) => ({
      cookie: `sandboxId=abcdefgh-1234; experimentOverride=${encodeURIComponent(override)}`,
    });
    for (let i = 0; i < 2; i += 1) await get(a.port, '/fr/', arms('ratings:control,cta-copy:control'));
    await sharedA.settled();
    const otherCta = await get(b.port, '/fr/', arms('ratings:control,cta-copy:treatment'));
    expect(otherCta.headers['x-cache']).toBe('HIT-SHARED');
    expect(otherCta.body.toString()).toBe('<p id="r">control</p><p id="by">a</p>');
    const otherRatings = await get(b.port, '/fr/', arms('ratings:treatment,cta-copy:control'));
    expect(otherRatings.headers['x-cache']).toBe('MISS');
    expect(otherRatings.body.toString()).toBe('<p id="r">treatment</p><p id="by">b</p>');
    expect(counts).toEqual({ a: 1, b: 1 });
    expect(await sharedB.reads('nowhere')).toBeUndefined();
  });

  it('a page invalidated on one node is never served from Redis afterwards', async () => {
    const { a, b, sharedA, sharedB, countA, countB } = await twoNodes();
    await get(a.port, '/fr/');
    await get(a.port, '/fr/');
    await sharedA.settled();
    a.cache.invalidate(['tgid:101']);
    await sharedA.settled();
    const onB = await get(b.port, '/fr/');
    expect(onB.headers['x-cache']).toBe('MISS');
    expect(onB.body.toString()).toContain('<p id="by">b</p>');
    expect(countB.calls).toBe(1);
    await get(b.port, '/fr/');
    await sharedB.settled();
    // a's own copy is invalidated: it finds b's newer render in Redis instead of rendering.
    const onA = await get(a.port, '/fr/');
    expect(onA.headers['x-cache']).toBe('HIT-SHARED');
    expect(onA.body.toString()).toContain('<p id="by">b</p>');
    expect(countA.calls).toBe(1);
  });

  it('an invalidation of everything, or of another tag, is applied as such', async () => {
    const { a, b, sharedA, countB } = await twoNodes();
    await get(a.port, '/fr/');
    await get(a.port, '/fr/');
    await sharedA.settled();
    a.cache.invalidate(['tgid:999']);
    await sharedA.settled();
    expect((await get(b.port, '/fr/')).headers['x-cache']).toBe('HIT-SHARED');
    await get(a.port, '/de/');
    await get(a.port, '/de/');
    await sharedA.settled();
    a.cache.invalidate('all');
    await sharedA.settled();
    expect((await get(b.port, '/de/')).headers['x-cache']).toBe('MISS');
    expect(countB.calls).toBe(1);
  });

  it('never writes a page asked once to Redis: junk URLs do not grow it (issue 20 §2)', async () => {
    const { a, b, sharedA, countB } = await twoNodes();
    for (let i = 0; i < 5; i += 1) await get(a.port, `/fr/once-${i}/`);
    expect(sharedA.pending).toHaveLength(0); // no write was even started
    await get(a.port, '/fr/once-1/');
    expect(sharedA.pending).toHaveLength(1); // asked again: written
    await sharedA.settled();
    expect((await get(b.port, '/fr/once-0/')).headers['x-cache']).toBe('MISS');
    expect(countB.calls).toBe(1);
  });

  it('reproduction: a crafted request on one node cannot spread a wrong page to the others (issue 20 §1)', async () => {
    const [tierA, tierB] = [0, 1].map(() => {
      const tier = new SharedTier({ url: url as string, namespace: 'test:page:craft', label: 'pages' });
      tiers.push(tier);
      return tier;
    }) as [SharedTier, SharedTier];
    await Promise.all([tierA.whenReady(), tierB.whenReady(), tierA.invalidate('all')]);
    const [sharedA, sharedB] = [new AwaitedSharedPages(tierA), new AwaitedSharedPages(tierB)];
    // The page shows the consent it was rendered with, as the real banner does.
    const consentPage: Render = async (_request, context) => {
      addCacheTags('site:colosseum.com');
      return new Response(`<p id="consent">${context.variation.consent || 'banner'}</p>`, {
        headers: { 'content-type': 'text/html', 'x-storefront-cache': DIRECTIVE },
      });
    };
    const a = await node(consentPage, sharedA);
    const b = await node(consentPage, sharedB);
    const crafted = { cookie: 'sandboxId=abcdefgh-1234; cookieConsent=necessary%2Eanalytics%2Emarketing' };
    for (let i = 0; i < 2; i += 1) await get(a.port, '/fr/', crafted);
    await sharedA.settled();
    const ordinary = await get(b.port, '/fr/', returning);
    expect(ordinary.body.toString()).toBe('<p id="consent">banner</p>');
  });

  it('keeps pages over the size limit in the node’s memory only', async () => {
    const { a, b, sharedA, countB } = await twoNodes('application/octet-stream');
    const big: Render = async () => {
      addCacheTags('tgid:101');
      return new Response(Buffer.alloc(SHARED_PAGE_MAX_BYTES + 1, 1), {
        headers: { 'content-type': 'application/octet-stream', 'x-storefront-cache': DIRECTIVE },
      });
    };
    const bigA = await node(big, sharedA);
    expect((await get(bigA.port, '/big/')).headers['x-cache']).toBe('MISS');
    await get(bigA.port, '/big/');
    await sharedA.settled();
    expect((await get(b.port, '/big/')).headers['x-cache']).toBe('MISS');
    expect(countB.calls).toBe(1);
    expect(a.port).toBeGreaterThan(0);
  });
});
