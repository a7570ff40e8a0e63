import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRepositoryServer, type LocalRepositoryServer } from '../fixtures/localRepositoryServer';
import { startFaultProxy, type FaultMode, type FaultProxy } from '../tools/faultProxy';
import { startCatalogueProcess, type CatalogueProcess } from './catalogueProcess';
import { raw, type RawResponse } from './raw';
import { startBuiltServer } from './server';
import { signCatalogueEvent } from '../../src/lib/rules/revalidate/catalogueSignature';

/**
 * Faults between the storefront and its upstreams (issue 11, docs/page-cache.md "Faults"): a built
 * storefront reads the catalogue from its own process (`npm run catalogue`) and its content from the
 * local repository over HTTP (`tests/fixtures/localRepositoryServer.ts`, `PRISMIC_REPOSITORY=<url>/api/v2`), each through
 * a fault proxy. Whatever the fault, cached pages answer 200 with their full content, pages never cached
 * degrade per part (catalogue) or answer the 503 "unavailable" page with Retry-After (content), no page
 * answers another 5xx, and everything recovers once the upstream is back.
 */
const SECRET = 'fault-test-catalogue-events-secret-32b';
const HUMAN = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
const PAGE = '/';
const SITE = 'colosseum';

let catalogue: CatalogueProcess;
let catalogueProxy: FaultProxy;
let content: LocalRepositoryServer;
let contentProxy: FaultProxy;
let storefront: { base: string; dataDir: string; stop(): void };
let port: number;
/** Currencies of the catalogue: each uncached page below is the landing page in a currency not seen yet. */
let unused: string[];
let warmCards: number;

const cardsOf = (html: string) => html.match(/class="product-card"/g)?.length ?? 0;
/** What the catalogue adds to a page: product cards and reviews. */
const partsOf = (html: string) => html.match(/class="product-card"|<article class="review"/g)?.length ?? 0;
/** The site's other page types: a reviews page, a content page, a category and a collection page. */
const OTHER_PAGES = ['/reviews/', '/visitor-guide/', '/skip-the-line-tickets/', '/guided-tours/'];

function visit(currency: string, path = PAGE): Promise<RawResponse> {
  return raw({
    method: 'GET',
    path,
    port,
    host: `${SITE}.localhost:${port}`,
    headers: { 'user-agent': HUMAN, cookie: `sandboxId=fault-visitor; currentCurrency=${currency}` },
  });
}

let changes = 0;

/** Marks the landing page stale in the page cache and drops its catalogue answers (a catalogue change). */
async function catalogueChanged(): Promise<void> {
  const collections = (await (
    await fetch(`${catalogue.base}/api/tours/v1/collection/?language=en&limit=100`)
  ).json()) as {
    collections: { id: number }[];
  };
  const body = JSON.stringify({
    id: `faults-${process.pid}-${(changes += 1)}`,
    collections: collections.collections.map(({ id }) => id),
  });
  const response = await raw({
    method: 'POST',
    path: '/api/catalogue-events',
    port,
    headers: {
      'content-type': 'application/json',
      'x-catalogue-signature': signCatalogueEvent(body, SECRET),
    },
    body,
  });
  expect(response.status).toBe(200);
}

const nextCurrency = () => {
  const currency = unused.shift();
  if (!currency) throw new Error('no unused currency left');
  return currency;
};

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  catalogue = await startCatalogueProcess();
  content = await startLocalRepositoryServer();
  // The repository server reads its folder on the first request: not on the clock below.
  expect((await fetch(content.endpoint)).status).toBe(200);
  catalogueProxy = await startFaultProxy({ host: '127.0.0.1', port: catalogue.port });
  contentProxy = await startFaultProxy({ host: '127.0.0.1', port: content.port });
  storefront = await startBuiltServer({
    build: false,
    env: {
      CATALOGUE_API_URL: catalogueProxy.url,
      // PGlite if it opened a catalogue database of its own, which the last test shows it never does.
      DATABASE_URL: '',
      CATALOGUE_TIMEOUT_MS: '800',
      PRISMIC_REPOSITORY: `${contentProxy.url}/api/v2`,
      CATALOGUE_WEBHOOK_SECRET: SECRET,
      CONTENT_TIMEOUT_MS: '2000',
      // What a visitor meets after an invalidation is what these tests observe (x-cache MISS, then
      // the stale-if-error copy under a fault): no background refresh racing the visitor for the page.
      REFRESH_AFTER_INVALIDATION: '0',
    },
    quiet: true,
  });
  port = Number(new URL(storefront.base).port);
  const list = (await (await fetch(`${catalogue.base}/api/v1/currency/list/`)).json()) as {
    currencies: { code: string }[];
  };
  unused = list.currencies.map(({ code }) => code).filter((code) => code !== 'EUR');
}, 180_000);

afterAll(async () => {
  storefront.stop();
  await catalogueProxy.close();
  await contentProxy.close();
  await content.close();
  await catalogue.stop();
});

/** Once the upstream is back: the page renders whole again (MISS), then answers from memory (HIT). */
async function recovers(currency: string): Promise<void> {
  // A degraded page is kept 5 s at most (docs/page-cache.md); then the next visit renders it afresh.
  await eventually(async () => {
    const answer = await visit(currency);
    expect(answer.status).toBe(200);
    return answer.headers['x-cache'] === 'MISS' && cardsOf(answer.body) === warmCards;
  }, `a whole render in ${currency}`);
  const kept = await visit(currency);
  expect(kept.headers['x-cache']).toBe('HIT');
  expect(cardsOf(kept.body)).toBe(warmCards);
}

describe('faults between the storefront and its upstreams', () => {
  it('answers 503 with Retry-After, not a cached 404, while content has never been read', async () => {
    await contentProxy.setMode({ kind: 'down' });
    try {
      const down = await visit('EUR');
      expect(down.status).toBe(503);
      expect(down.headers['retry-after']).toBe('30');
      expect(down.headers['x-cache']).not.toBe('HIT');
    } finally {
      await contentProxy.setMode({ kind: 'pass' });
    }
  });

  it('renders the landing page with cards from the catalogue process and content read over HTTP', async () => {
    const first = await visit('EUR');
    expect(first.status).toBe(200);
    warmCards = cardsOf(first.body);
    expect(warmCards).toBeGreaterThan(3);
    const again = await visit('EUR');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(cardsOf(again.body)).toBe(warmCards);
  });

  it('catalogue latency under the timeout: pages are slower, and whole', async () => {
    await catalogueChanged();
    await catalogueProxy.setMode({ kind: 'latency', ms: 200 });
    try {
      const cached = await visit('EUR');
      expect(cached.status).toBe(200);
      expect(cached.headers['x-cache']).toBe('MISS');
      expect(cardsOf(cached.body)).toBe(warmCards);
      const uncached = await visit(nextCurrency());
      expect(uncached.status).toBe(200);
      expect(cardsOf(uncached.body)).toBe(warmCards);
    } finally {
      await catalogueProxy.setMode({ kind: 'pass' });
    }
  });

  const CATALOGUE_FAULTS: FaultMode[] = [
    { kind: 'latency', ms: 3000 },
    { kind: 'reset' },
    { kind: 'http5xx' },
    { kind: 'hang' },
    { kind: 'down' },
  ];
  it.each(CATALOGUE_FAULTS)(
    'catalogue fault $kind: the cached page stays whole, a new one degrades, both recover',
    async (mode) => {
      await catalogueChanged();
      await catalogueProxy.setMode(mode);
      const currency = nextCurrency();
      try {
        // Invalidated by the change: its render fails, so the last good copy answers.
        const cached = await visit('EUR');
        expect(cached.status).toBe(200);
        expect(cached.headers['x-cache']).toBe('STALE-IF-ERROR');
        expect(cardsOf(cached.body)).toBe(warmCards);

        // Never cached: rendered without the catalogue's parts, never a 5xx.
        const uncached = await visit(currency);
        expect(uncached.status).toBe(200);
        expect(cardsOf(uncached.body)).toBe(0);
        expect(uncached.body).toContain('<footer');
        // The browser's /api/… calls get a 503 with Retry-After, which the islands show as their error state.
        const api = await raw({ method: 'GET', path: '/api/v1/currency/list/', port });
        expect(api.status).toBe(503);
        expect(api.headers['retry-after']).toBe('5');
      } finally {
        await catalogueProxy.setMode({ kind: 'pass' });
      }
      await recovers(currency);
      const fresh = await visit('EUR');
      expect(fresh.headers['x-cache']).toBe('MISS');
      expect(cardsOf(fresh.body)).toBe(warmCards);
      expect((await raw({ method: 'GET', path: '/api/v1/currency/list/', port })).status).toBe(200);
    },
    60_000,
  );

  it('a full catalogue outage on every page type: kept pages whole, new ones whole or degraded (never a 5xx), all recover', async () => {
    const warm = new Map<string, number>();
    for (const path of OTHER_PAGES) {
      const page = await visit('EUR', path);
      expect(page.status, path).toBe(200);
      warm.set(path, partsOf(page.body));
    }
    expect([...warm.values()].every((parts) => parts > 0)).toBe(true);
    await catalogueChanged();
    await catalogueProxy.setMode({ kind: 'down' });
    const currency = nextCurrency();
    const degraded: string[] = [];
    try {
      for (const path of OTHER_PAGES) {
        const kept = await visit('EUR', path);
        expect(kept.status, path).toBe(200);
        expect(['HIT', 'STALE', 'STALE-IF-ERROR'], path).toContain(kept.headers['x-cache']);
        expect(partsOf(kept.body), path).toBe(warm.get(path));
        const fresh = await visit(currency, path);
        expect(fresh.status, path).toBe(200);
        expect(fresh.body, path).toContain('<footer');
        // Whole when its catalogue answers are still in the answer cache (reviews), else without them.
        expect(partsOf(fresh.body), path).toBeLessThanOrEqual(warm.get(path) ?? 0);
        if (partsOf(fresh.body) < (warm.get(path) ?? 0)) degraded.push(path);
      }
      // The change dropped the collections' answers: the listings built on them render without cards.
      expect(degraded).toContain('/guided-tours/');
    } finally {
      await catalogueProxy.setMode({ kind: 'pass' });
    }
    for (const path of OTHER_PAGES)
      await eventually(async () => {
        const page = await visit(currency, path);
        return page.status === 200 && partsOf(page.body) === warm.get(path);
      }, `a whole render of ${path} in ${currency}`);
  }, 90_000);

  const CONTENT_FAULTS: FaultMode[] = [
    { kind: 'reset' },
    { kind: 'http5xx' },
    { kind: 'hang' },
    { kind: 'down' },
  ];
  it.each(CONTENT_FAULTS)(
    'content fault $kind: the cached page stays whole, a page never read answers 503 with Retry-After, both recover',
    async (mode) => {
      await catalogueChanged();
      await contentProxy.setMode(mode);
      const currency = nextCurrency();
      try {
        // Invalidated by the change: either its render fails and the last good copy answers, or it renders
        // whole from the content answers already known for the current ref (a ref never changes what it
        // answers, docs/page-cache.md) — a content outage costs it nothing either way.
        const cached = await visit('EUR');
        expect(cached.status).toBe(200);
        expect(['STALE-IF-ERROR', 'MISS']).toContain(cached.headers['x-cache']);
        expect(cardsOf(cached.body)).toBe(warmCards);

        // A page whose content was never read (the Italian landing page) cannot be rendered: 503.
        const uncached = await visit(currency, '/it/');
        expect(uncached.status).toBe(503);
        expect(uncached.headers['retry-after']).toBe('30');
        expect(uncached.headers['content-type']).toContain('text/html');
      } finally {
        await contentProxy.setMode({ kind: 'pass' });
      }
      await recovers(currency);
    },
    60_000,
  );
});

describe('a storefront whose catalogue is a process of its own (issue 23 §1)', () => {
  it('opens no catalogue database: pages, the catalogue API, pictures and the readiness probe go to the remote', async () => {
    expect((await visit('EUR')).status).toBe(200);
    expect((await fetch(`${storefront.base}/api/v1/currency/list/`)).status).toBe(200);
    // The remote's pictures are its own (CDN URLs): the storefront's media endpoint has none.
    expect((await fetch(`${storefront.base}/media/cities/rome.webp`)).status).toBe(404);
    expect((await fetch(`${storefront.base}/readyz`)).status).toBe(200);
    expect(readdirSync(storefront.dataDir)).toEqual([]);
  });
});
