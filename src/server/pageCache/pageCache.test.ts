import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCacheTags, markDegraded } from '../../lib/cache/requestScope';
import { httpGet } from '../../../tests/fixtures/httpGet';
import { pageStepServer } from '../../../tests/fixtures/pageStepServer';
import { seededWords } from '../../../tests/fixtures/seededWords';
import { createPageCache, type PageCache, type Render } from './pageCache';

const DIRECTIVE = 'max-age=60, stale-while-revalidate=600, stale-if-error=3600';
const HOST = 'colosseum.localhost';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(
  render: Render,
  now: () => number = Date.now,
  renderConcurrency = 4,
  refreshAfterInvalidation = 0,
): Promise<{ cache: PageCache; port: number }> {
  let ids = 0;
  const cache = createPageCache({
    render,
    config: {
      enabled: true,
      maxEntries: 100,
      maxBytes: 10_000_000,
      renderConcurrency,
      refreshAfterInvalidation,
    },
    now,
  });
  server = pageStepServer(cache, () => `visitor-${String(++ids).padStart(4, '0')}`);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { cache, port: (server?.address() as AddressInfo).port };
}

const get = (
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> => httpGet(port, HOST, path, headers, method);

const cookieOf = (request: Request, name: string): string | undefined =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.get('cookie') ?? '')?.[1];

/** A page that shows the visitor's currency and sandbox id, tagged like a show page. */
function pageRender(
  counter: { calls: number },
  extra: (request: Request) => Response | undefined = () => undefined,
): Render {
  return async (request) => {
    counter.calls += 1;
    const special = extra(request);
    if (special) return special;
    addCacheTags('tgid:101', 'site:colosseum.com');
    const currency = cookieOf(request, 'currentCurrency') ?? 'none';
    return new Response(`<html><p id="c">${currency}</p>${'<p>Colosseum</p>'.repeat(200)}</html>`, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'x-storefront-cache': DIRECTIVE },
    });
  };
}

const returning = { cookie: 'sandboxId=abcdefgh-1234' };

describe('page cache', () => {
  it('renders once, then answers from memory', async () => {
    const counter = { calls: 0 };
    const { port } = await start(pageRender(counter));
    const first = await get(port, '/fr/', returning);
    const second = await get(port, '/fr/', returning);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    expect(counter.calls).toBe(1);
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(second.headers['cdn-cache-control']).toBe('no-store');
    expect(second.headers['x-storefront-cache']).toBeUndefined();
  });

  it('keeps a page the render gave as bytes (the page-styles step’s answer) as it is', async () => {
    const html = `<html><p>Colosseo: biglietti da €18 · تذاكر</p>${'<p>Colosseum</p>'.repeat(200)}</html>`;
    const { port } = await start(async () => {
      addCacheTags('tgid:101');
      const headers = new Headers({
        'content-type': 'text/html; charset=utf-8',
        'x-storefront-cache': DIRECTIVE,
      });
      headers.set('x-page', 'styled');
      return { status: 200, statusText: 'OK', headers, body: Buffer.from(html) };
    });
    const miss = await get(port, '/it/', returning);
    const hit = await get(port, '/it/', returning);
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    for (const answer of [miss, hit]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['x-page']).toBe('styled');
      expect(answer.body.toString('utf8')).toBe(html);
    }
  });

  it('normalises tracking parameters and parameter order', async () => {
    const counter = { calls: 0 };
    const { port } = await start(pageRender(counter));
    await get(port, '/fr/?b=2&a=1', returning);
    const hit = await get(port, '/fr/?a=1&utm_source=mail&b=2&gclid=x', returning);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(counter.calls).toBe(1);
  });

  it('never gives a visitor another visitor’s currency, interleaved under load', async () => {
    const counter = { calls: 0 };
    const { port } = await start(pageRender(counter));
    const currencies = ['EUR', 'GBP', 'USD', 'JPY'];
    const answers = await Promise.all(
      Array.from({ length: 80 }, async (_, i) => {
        const currency = currencies[i % currencies.length] ?? 'EUR';
        const answer = await get(port, '/fr/', {
          cookie: `sandboxId=abcdefgh-1234; currentCurrency=${currency}`,
        });
        return { currency, answer };
      }),
    );
    for (const { currency, answer } of answers)
      expect(answer.body.toString()).toContain(`<p id="c">${currency}</p>`);
    expect(counter.calls).toBe(4); // one render per currency: concurrent misses wait for it
  });

  it('gives a first-time visitor a sandbox id, renders from the variation only, never shares that cookie', async () => {
    const counter = { calls: 0 };
    const seen: (string | undefined)[] = [];
    const { port } = await start(async (request, context, address) => {
      seen.push(cookieOf(request, 'sandboxId') ?? context.visitor.newSandboxId);
      return pageRender(counter)(request, context, address);
    });
    const a = await get(port, '/fr/');
    const b = await get(port, '/fr/');
    // The render never sees the visitor's own id: only the variants it bucketed into (issue 20 §1).
    expect(seen[0]).toBeUndefined();
    expect(a.headers['set-cookie']?.[0]).toMatch(
      /^sandboxId=visitor-0001; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/,
    );
    expect(b.headers['set-cookie']?.[0]).toMatch(/^sandboxId=visitor-0002;/);
  });

  it('answers each request with its own id, a cached page included, beside the visitor cookies', async () => {
    const counter = { calls: 0 };
    const { port } = await start(pageRender(counter));
    const miss = await get(port, '/fr/', { ...returning, 'x-request-id': 'req-miss' });
    const hit = await get(port, '/fr/', { ...returning, 'x-request-id': 'req-hit' });
    const etag = String(hit.headers['etag']);
    const notModified = await get(port, '/fr/', {
      ...returning,
      'x-request-id': 'req-304',
      'if-none-match': etag,
    });
    const firstVisit = await get(port, '/fr/');
    expect([miss.headers['x-cache'], hit.headers['x-cache'], notModified.status]).toEqual([
      'MISS',
      'HIT',
      304,
    ]);
    expect([miss, hit, notModified].map((answer) => answer.headers['x-request-id'])).toEqual([
      'req-miss',
      'req-hit',
      'req-304',
    ]);
    // A first visit: a new id, and its own sandbox cookie beside it.
    expect(firstVisit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(firstVisit.headers['set-cookie']?.[0]).toMatch(/^sandboxId=visitor-0001;/);
  });

  it('does not keep answers that set cookies, are private or carry no directive', async () => {
    const counter = { calls: 0 };
    const { port } = await start(
      pageRender(counter, (request) => {
        const path = new URL(request.url).pathname;
        const headers = { 'content-type': 'text/html', 'x-storefront-cache': DIRECTIVE };
        if (path === '/cookie/') return new Response('x', { headers: { ...headers, 'set-cookie': 'a=1' } });
        if (path === '/private/')
          return new Response('x', { headers: { ...headers, 'cache-control': 'private, no-store' } });
        if (path === '/plain/') return new Response('x', { headers: { 'content-type': 'text/html' } });
        return undefined;
      }),
    );
    for (const path of ['/cookie/', '/private/', '/plain/']) {
      await get(port, path, returning);
      const again = await get(port, path, returning);
      expect(again.headers['x-cache']).toBe('BYPASS');
    }
    expect(counter.calls).toBe(6);
    const withCookie = await get(port, '/cookie/', returning);
    expect(withCookie.headers['set-cookie']).toEqual(['a=1']);
  });

  it('serves a stale page at once and refreshes it once in the background', async () => {
    let now = 1_000_000;
    const counter = { calls: 0 };
    const render = pageRender(counter);
    const slowRefresh: Render = async (request, context, address) => {
      if (counter.calls >= 1) await new Promise((resolve) => setTimeout(resolve, 30));
      return render(request, context, address);
    };
    const { port } = await start(slowRefresh, () => now);
    await get(port, '/fr/', returning);
    now += 61_000;
    const stale = await Promise.all([
      get(port, '/fr/', returning),
      get(port, '/fr/', returning),
      get(port, '/fr/', returning),
    ]);
    expect(stale.map((answer) => answer.headers['x-cache'])).toEqual(['STALE', 'STALE', 'STALE']);
    // The background render (and its compression) lands in its own time: wait for it, not for a clock.
    let after = await get(port, '/fr/', returning);
    for (let tries = 0; after.headers['x-cache'] !== 'HIT' && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await get(port, '/fr/', returning);
    }
    expect(after.headers['x-cache']).toBe('HIT');
    expect(counter.calls).toBe(2);
  });

  it('refreshes a stale page from its own canonical request, never from the visitor who found it stale', async () => {
    let now = 1_000_000;
    const seen: { url: string; cookie: string | null; agent: string | null; tracking: string }[] = [];
    const counter = { calls: 0 };
    const render = pageRender(counter);
    const { port } = await start(
      async (request, context, address) => {
        seen.push({
          url: request.url,
          cookie: request.headers.get('cookie'),
          agent: request.headers.get('user-agent'),
          tracking: context.visitor.tracking,
        });
        return render(request, context, address);
      },
      () => now,
    );
    await get(port, '/fr/?page=2', { cookie: 'sandboxId=abcdefgh-1234; currentCurrency=EUR' });
    now += 61_000;
    const stale = await get(port, '/fr/?utm_source=evil&page=2&junk=%3Cx%3E', {
      cookie: 'sandboxId=abcdefgh-1234; currentCurrency=EUR; evil=%3Cscript%3E; currentCurrency=GBP',
      'user-agent': 'Mozilla/5.0 <script>',
    });
    expect(stale.headers['x-cache']).toBe('STALE');
    for (let tries = 0; seen.length < 2 && tries < 100; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[1]).toEqual({
      url: 'http://colosseum.localhost/fr/?page=2',
      cookie: 'currentCurrency=EUR',
      agent: null,
      tracking: '',
    });
  });

  it('keeps serving the last good page when the refresh fails, within the bounded staleness', async () => {
    let now = 1_000_000;
    let failing: 'no' | 'throw' | '500' | 'degraded' = 'no';
    const counter = { calls: 0 };
    const { port } = await start(
      pageRender(counter, () => {
        if (failing === 'throw') throw new Error('catalogue down');
        if (failing === '500') return new Response('boom', { status: 500 });
        if (failing === 'degraded') {
          markDegraded();
          return new Response('<p>partial</p>', {
            headers: { 'content-type': 'text/html', 'x-storefront-cache': DIRECTIVE },
          });
        }
        return undefined;
      }),
      () => now,
    );
    const good = await get(port, '/fr/', returning);
    now += 661_000; // past stale-while-revalidate: a render is needed
    for (const mode of ['throw', '500', 'degraded'] as const) {
      failing = mode;
      const answer = await get(port, '/fr/', returning);
      expect(answer.headers['x-cache']).toBe('STALE-IF-ERROR');
      expect(answer.body.equals(good.body)).toBe(true);
    }
    now += 3_600_000; // past stale-if-error: the failure shows
    failing = '500';
    expect((await get(port, '/fr/', returning)).status).toBe(500);
    failing = 'no';
    expect((await get(port, '/fr/', returning)).headers['x-cache']).toBe('MISS');
  });

  it('keeps a degraded page only briefly when there is no good copy', async () => {
    let now = 1_000_000;
    const counter = { calls: 0 };
    const { port } = await start(
      pageRender(counter, () => {
        markDegraded();
        return new Response('<p>partial</p>', {
          headers: { 'content-type': 'text/html', 'x-storefront-cache': DIRECTIVE },
        });
      }),
      () => now,
    );
    await get(port, '/fr/', returning);
    expect((await get(port, '/fr/', returning)).headers['x-cache']).toBe('HIT');
    now += 5_000;
    expect((await get(port, '/fr/', returning)).headers['x-cache']).toBe('MISS');
    expect(counter.calls).toBe(2);
  });

  it('renders afresh after an invalidation of one of its tags, and only then', async () => {
    const counter = { calls: 0 };
    const { cache, port } = await start(pageRender(counter));
    await get(port, '/fr/', returning);
    expect(cache.invalidate(['tgid:999'])).toBe(0);
    expect((await get(port, '/fr/', returning)).headers['x-cache']).toBe('HIT');
    expect(cache.invalidate(['tgid:101'])).toBe(1);
    expect((await get(port, '/fr/', returning)).headers['x-cache']).toBe('MISS');
    expect(counter.calls).toBe(2);
  });

  describe('keyed by the experiments a URL’s renders read (issue 25)', () => {
    /** A visitor whose stored override puts them in these arms (the others from their sandbox id). */
    const arms = (override: string) => ({
      cookie: `sandboxId=abcdefgh-1234; experimentOverride=${encodeURIComponent(override)}`,
    });
    /** A page that shows the ratings arm, and the CTA arm too once `cta.read` is set. */
    function experimentRender(counter: { calls: number }, cta: { read: boolean }): Render {
      return async (_request, context) => {
        counter.calls += 1;
        addCacheTags('site:colosseum.com');
        const shown = [`ratings=${context.experiments.ratings}`];
        if (cta.read) shown.push(`cta=${context.experiments['cta-copy']}`);
        return new Response(`<html><p>${shown.join(' ')}</p>${'<p>Colosseum</p>'.repeat(100)}</html>`, {
          headers: { 'content-type': 'text/html; charset=utf-8', 'x-storefront-cache': DIRECTIVE },
        });
      };
    }
    const shown = (answer: Answer) => /<p>([^<]*)<\/p>/.exec(answer.body.toString())?.[1];

    it('visitors in other arms of experiments the page never reads share its page', async () => {
      const counter = { calls: 0 };
      const { cache, port } = await start(experimentRender(counter, { read: false }));
      const first = await get(port, '/fr/', arms('ratings:control,cta-copy:control'));
      expect(first.headers['x-cache']).toBe('MISS');
      const otherCta = await get(
        port,
        '/fr/',
        arms('ratings:control,cta-copy:treatment,seat-map-revamp:treatment'),
      );
      expect(otherCta.headers['x-cache']).toBe('HIT');
      expect(shown(otherCta)).toBe('ratings=control');
      const otherRatings = await get(port, '/fr/', arms('ratings:treatment,cta-copy:control'));
      expect(otherRatings.headers['x-cache']).toBe('MISS');
      expect(shown(otherRatings)).toBe('ratings=treatment');
      const again = await get(
        port,
        '/fr/',
        arms('ratings:treatment,cta-copy:treatment,day-trip-videos:treatment'),
      );
      expect(again.headers['x-cache']).toBe('HIT');
      expect(shown(again)).toBe('ratings=treatment');
      expect(counter.calls).toBe(2);
      expect(cache.store.size).toBe(2);
      expect(
        [...cache.store.keys()].every(
          (key) => key.endsWith('|ratings=control') || key.endsWith('|ratings=treatment'),
        ),
      ).toBe(true);
    });

    it('a render that reads one more experiment widens its URL’s key; other URLs learn their own', async () => {
      const counter = { calls: 0 };
      const cta = { read: false };
      const { cache, port } = await start(experimentRender(counter, cta));
      await get(port, '/fr/', arms('ratings:control,cta-copy:control'));
      expect((await get(port, '/fr/', arms('ratings:control,cta-copy:treatment'))).headers['x-cache']).toBe(
        'HIT',
      );
      // The content changes: the page now shows the CTA experiment too.
      cta.read = true;
      cache.invalidate('all');
      const control = await get(port, '/fr/', arms('ratings:control,cta-copy:control'));
      expect(shown(control)).toBe('ratings=control cta=control');
      const treatment = await get(port, '/fr/', arms('ratings:control,cta-copy:treatment'));
      expect(treatment.headers['x-cache']).toBe('MISS');
      expect(shown(treatment)).toBe('ratings=control cta=treatment');
      expect((await get(port, '/fr/', arms('ratings:control,cta-copy:treatment'))).headers['x-cache']).toBe(
        'HIT',
      );
      // Another URL starts unknown (keyed by every experiment) and learns from its own render.
      const other = await get(port, '/de/', arms('ratings:control,cta-copy:control'));
      expect(other.headers['x-cache']).toBe('MISS');
      expect(shown(other)).toBe('ratings=control cta=control');
    });

    it('a request that comes while the first page is being kept waits for it (never a second render)', async () => {
      // CI (80 concurrent visitors): the URL's learnt key was known before its page was kept, so a
      // request in that moment found neither the page nor a render in flight under the narrower key.
      const words = seededWords('opera house ballet tickets stalls box premiere gala season', 200_000, 3);
      const counter = { calls: 0 };
      let rendered: () => void = () => undefined;
      const done = new Promise<void>((resolve) => (rendered = resolve));
      const { port } = await start(async (_request, context) => {
        counter.calls += 1;
        addCacheTags('site:colosseum.com');
        const body = `<html><p>ratings=${context.experiments.ratings}</p><p>${words}</p></html>`;
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            controller.enqueue(new TextEncoder().encode(body));
            controller.close();
            // The render is over: its page is being compressed and kept now.
            setImmediate(rendered);
          },
        });
        return new Response(stream, {
          headers: { 'content-type': 'text/html; charset=utf-8', 'x-storefront-cache': DIRECTIVE },
        });
      });
      const visitor = arms('ratings:control,cta-copy:control');
      const first = get(port, '/fr/', visitor);
      await done;
      const second = await get(port, '/fr/', visitor);
      expect((await first).headers['x-cache']).toBe('MISS');
      expect(second.headers['x-cache']).toBe('MISS'); // answered by the first render, as it waited
      expect(counter.calls).toBe(1);
      expect((await get(port, '/fr/', visitor)).headers['x-cache']).toBe('HIT');
    });
  });

  it('answers 304 to a matching ETag, and brotli or gzip as accepted', async () => {
    const counter = { calls: 0 };
    const { port } = await start(pageRender(counter));
    const plain = await get(port, '/fr/', returning);
    const etag = String(plain.headers['etag']);
    expect(etag).toMatch(/^W\/".+"$/);
    const revalidated = await get(port, '/fr/', { ...returning, 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const br = await get(port, '/fr/', { ...returning, 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await get(port, '/fr/', { ...returning, 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(gz.headers['vary']).toContain('Accept-Encoding');
    const head = await get(port, '/fr/', returning, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('renders at most RENDER_CONCURRENCY pages at once; the others wait their turn in order', async () => {
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const { port } = await start(
      async (request) => {
        running += 1;
        most = Math.max(most, running);
        order.push(new URL(request.url).pathname);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        return new Response('<html>Colosseum</html>', {
          headers: { 'content-type': 'text/html; charset=utf-8', 'x-storefront-cache': DIRECTIVE },
        });
      },
      Date.now,
      2,
    );
    const paths = ['/a/', '/b/', '/c/', '/d/', '/e/'];
    const answers = await Promise.all(paths.map((path) => get(port, path, returning)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(most).toBe(2);
    expect(order).toHaveLength(5);
  });

  it('renders the most asked invalidated pages again in the background, before anyone asks', async () => {
    const renders: string[] = [];
    const { cache, port } = await start(
      async (request) => {
        renders.push(new URL(request.url).pathname);
        return new Response(`<html>${new URL(request.url).pathname} ${renders.length}</html>`, {
          headers: { 'content-type': 'text/html; charset=utf-8', 'x-storefront-cache': DIRECTIVE },
        });
      },
      Date.now,
      4,
      // At most two pages.
      2,
    );
    // /a/ asked four times, /b/ three, /c/ twice, /d/ once (not worth it).
    for (const [path, times] of [
      ['/a/', 4],
      ['/b/', 3],
      ['/c/', 2],
      ['/d/', 1],
    ] as const)
      for (let i = 0; i < times; i += 1) await get(port, path, returning);
    expect(renders).toEqual(['/a/', '/b/', '/c/', '/d/']);
    expect(cache.invalidate('all')).toBe(4);
    await vi.waitFor(() => expect(renders).toHaveLength(6));
    // The two most asked, in that order; nothing more comes.
    expect(renders.slice(4)).toEqual(['/a/', '/b/']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toHaveLength(6);
    const a = await get(port, '/a/', returning);
    expect(a.headers['x-cache']).toBe('HIT');
    expect(a.body.toString()).toContain('/a/ 5');
    expect((await get(port, '/c/', returning)).headers['x-cache']).toBe('MISS');
    expect((await cache.metricsText()).body).toContain(
      'storefront_page_cache_refreshed_after_invalidation_total 2',
    );
  });

  it('keeps brotli on a miss and makes gzip on the first gzip request, kept with the page', async () => {
    const counter = { calls: 0 };
    const { cache, port } = await start(pageRender(counter));
    const first = await get(port, '/fr/', { ...returning, 'accept-encoding': 'br' });
    expect(first.headers['x-cache']).toBe('MISS');
    const [key] = [...cache.store.keys()];
    const kept = cache.store.lookup(String(key)).page;
    expect(kept?.br).toBeDefined();
    expect(kept?.gzip).toBeUndefined();
    const sizeBefore = cache.store.bytes;
    const [a, b] = await Promise.all([
      get(port, '/fr/', { ...returning, 'accept-encoding': 'gzip' }),
      get(port, '/fr/', { ...returning, 'accept-encoding': 'gzip' }),
    ]);
    for (const answer of [a, b]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['x-cache']).toBe('HIT');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(gunzipSync(answer.body).toString()).toBe(brotliDecompressSync(first.body).toString());
    }
    expect(cache.store.lookup(String(key)).page?.gzip?.length).toBe(a.body.length);
    expect(cache.store.bytes).toBe(sizeBefore + a.body.length);
    expect(counter.calls).toBe(1);
  });

  it('recompresses a page asked again at brotli’s best quality, off the request path', async () => {
    const counter = { calls: 0 };
    // Varied text, as a real page is: the best quality finds what the quick one leaves.
    const words = seededWords(
      'the show theatre tickets west end musical stage seats evening matinee price',
      4000,
      1,
    );
    const { port } = await start(async () => {
      counter.calls += 1;
      return new Response(`<html><p>${words}</p></html>`, {
        headers: { 'content-type': 'text/html; charset=utf-8', 'x-storefront-cache': DIRECTIVE },
      });
    });
    const brotli = { ...returning, 'accept-encoding': 'br' };
    const first = await get(port, '/fr/', brotli);
    const second = await get(port, '/fr/', brotli);
    expect(second.body.equals(first.body)).toBe(true); // the second visitor still gets the quick form
    let later = await get(port, '/fr/', brotli);
    for (let tries = 0; later.body.length >= first.body.length && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await get(port, '/fr/', brotli);
    }
    expect(later.body.length).toBeLessThan(first.body.length);
    expect(Number(later.headers['content-length'])).toBe(later.body.length);
    expect(brotliDecompressSync(later.body).toString()).toBe(`<html><p>${words}</p></html>`);
    expect(later.headers['x-cache']).toBe('HIT');
    expect(counter.calls).toBe(1);
  });

  it('recompresses only while no visitor’s render runs or waits', async () => {
    const words = seededWords('box office stalls circle balcony interval curtain encore', 4000, 7);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { port } = await start(async (request) => {
      if (new URL(request.url).pathname === '/slow/') await held;
      return new Response(`<html><p>${words}</p></html>`, {
        headers: { 'content-type': 'text/html; charset=utf-8', 'x-storefront-cache': DIRECTIVE },
      });
    });
    const brotli = { ...returning, 'accept-encoding': 'br' };
    const first = await get(port, '/fr/', brotli);
    // A visitor's render is under way (it waits for its upstream): the page asked again stays quick.
    const slow = get(port, '/slow/', brotli);
    await get(port, '/fr/', brotli);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get(port, '/fr/', brotli)).body.equals(first.body)).toBe(true);
    release();
    await slow;
    let later = await get(port, '/fr/', brotli);
    for (let tries = 0; later.body.length >= first.body.length && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await get(port, '/fr/', brotli);
    }
    expect(later.body.length).toBeLessThan(first.body.length);
  });

  it('renders previews and the API without keeping them, and hands assets to the server', async () => {
    const counter = { calls: 0 };
    const { cache, port } = await start(pageRender(counter));
    const preview = await get(port, '/fr/', { cookie: 'sandboxId=abcdefgh-1234; io.prismic.preview=x' });
    expect(preview.headers['x-cache']).toBe('BYPASS');
    const api = await get(port, '/api/v1/currency/list/', { 'accept-encoding': 'gzip' });
    expect(api.headers['x-cache']).toBe('BYPASS');
    expect(api.headers['content-encoding']).toBe('gzip');
    expect((await get(port, '/_astro/app.js')).status).toBe(418);
    expect((await get(port, '/fr/', {}, 'POST')).status).toBe(418);
    expect(cache.store.size).toBe(0);
  });

  it('counts results on /metrics for local scrapers', async () => {
    const counter = { calls: 0 };
    const { cache, port } = await start(pageRender(counter));
    await get(port, '/fr/', returning);
    await get(port, '/fr/', returning);
    const metrics = (await cache.metricsText()).body;
    expect(metrics).toContain('storefront_page_cache_requests_total{result="hit"} 1');
    expect(metrics).toContain('storefront_page_cache_requests_total{result="miss"} 1');
    expect(metrics).toMatch(/storefront_page_cache_entries 1/);
  });
});
