import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequestContext, pageCacheKey } from '../../src/lib/request/requestContext';
import { raw, siteHost, type RawResponse } from './raw';
import { startBuiltServer } from './server';

/**
 * Issue 20 §1 and §2 on the built server: one request model. Each reproduction of the security review
 * is replayed here (it failed on the main of the review), then the property: requests with the same
 * key render byte-identical pages, with the variation the key names.
 */
const HUMAN = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
const SITE = 'london-theatre';

const get = (path: string, cookie = '', headers: Record<string, string> = {}, port?: number) =>
  raw({
    method: 'GET',
    path,
    host: port ? `${SITE}.localhost:${port}` : siteHost(SITE),
    headers: { 'user-agent': HUMAN, ...(cookie ? { cookie } : {}), ...headers },
    ...(port ? { port } : {}),
  });

/** The request context the server builds for a returning human visitor with these cookies. */
const contextOf = (cookie: string, target = '/') =>
  buildRequestContext({
    origin: 'http://x',
    target,
    header: (name) => (name === 'cookie' ? cookie : name === 'user-agent' ? HUMAN : undefined),
    newId: () => 'unused-0001',
    faultInjection: false,
  });

const banner = (answer: RawResponse) => answer.body.includes('consent-banner"');
/**
 * The arm of each experiment a page shows, read from the elements that show it (product cards, the
 * booking box); 'mixed' if two elements disagree, absent if the page shows none.
 */
const shownArms = (answer: RawResponse): Record<string, string> => {
  const arms: Record<string, string> = {};
  for (const [name, attribute] of [
    ['ratings', 'data-experiment-ratings'],
    ['cta-copy', 'data-experiment-cta'],
  ] as const) {
    const seen = new Set(
      [...answer.body.matchAll(new RegExp(`${attribute}="(\\w+)"`, 'g'))].map((m) => m[1]),
    );
    if (seen.size) arms[name] = seen.size === 1 ? ([...seen][0] as string) : 'mixed';
  }
  return arms;
};
/** A returning visitor's cookie that puts them in these arms (the others from the sandbox id). */
const inArms = (sandbox: string, override: string) =>
  `sandboxId=${sandbox}; experimentOverride=${encodeURIComponent(override)}`;
const entries = async () => {
  const metrics = await raw({ method: 'GET', path: '/metrics', host: siteHost(SITE) });
  return Number(/storefront_page_cache_entries (\d+)/.exec(metrics.body)?.[1] ?? NaN);
};

describe('one request model (issue 20 §1)', () => {
  it('reproduction: an encoded consent neither hides the banner of visitors who never chose nor shows it to those who did', async () => {
    const chose = await get('/', 'sandboxId=rq-consent-1; cookieConsent=necessary%2Eanalytics%2Emarketing');
    expect(banner(chose)).toBe(false);
    const never = await get('/', 'sandboxId=rq-consent-1');
    expect(banner(never)).toBe(true);
  });

  it('reproduction: a duplicated consent cookie counts once, first occurrence, for key and page alike', async () => {
    const first = await get('/', 'sandboxId=rq-dup-1; cookieConsent=necessary; cookieConsent=junk');
    expect(banner(first)).toBe(false);
    // A visitor who never chose must not get the page rendered for the duplicated cookie.
    expect(banner(await get('/', 'sandboxId=rq-dup-1'))).toBe(true);
    const other = await get('/', 'sandboxId=rq-dup-1; cookieConsent=junk; cookieConsent=necessary');
    expect(banner(other)).toBe(true);
    expect(banner(await get('/', 'sandboxId=rq-dup-1; cookieConsent=necessary'))).toBe(false);
  });

  it('reproduction: a duplicated sandbox id buckets the visitor by the first, for key and page alike', async () => {
    const ratingsOf = (cookie: string) => contextOf(cookie, '/').variation.variants.ratings;
    // Two ids whose buckets differ in the experiment the landing page's cards show.
    const ids = Array.from({ length: 64 }, (_, i) => `rq-dup-id-${String(i).padStart(4, '0')}`);
    const a = ids[0] as string;
    const b = ids.find((id) => ratingsOf(`sandboxId=${id}`) !== ratingsOf(`sandboxId=${a}`));
    expect(b).toBeDefined();
    const single = await get('/', `sandboxId=${b}`);
    const doubled = await get('/', `sandboxId=${a}; sandboxId=${b}`);
    expect(shownArms(doubled).ratings).toBe(ratingsOf(`sandboxId=${a}`));
    expect(shownArms(single).ratings).toBe(ratingsOf(`sandboxId=${b}`));
  });

  it('reproduction: the server’s own encoded override never reaches ordinary visitors', async () => {
    const ctaOf = (cookie: string) => contextOf(cookie, '/').variation.variants['cta-copy'];
    // A visitor whose own bucket is the control.
    const id = Array.from({ length: 64 }, (_, i) => `rq-override-${String(i).padStart(4, '0')}`).find(
      (candidate) => ctaOf(`sandboxId=${candidate}`) === 'control',
    );
    const cookie = `sandboxId=${id}`;
    // The show page is where the CTA experiment shows (its booking box).
    const forced = await get('/wicked/', `${cookie}; experimentOverride=cta-copy%3Atreatment`);
    expect(shownArms(forced)['cta-copy']).toBe('treatment');
    const ordinary = await get('/wicked/', cookie);
    expect(shownArms(ordinary)['cta-copy']).toBe('control');
  });

  it('reproduction: tracking parameters never appear in a cacheable page; they go to the attribution cookie', async () => {
    const answer = await get('/?utm_source=X&gclid=Y&utm_campaign=rq', 'sandboxId=rq-track-1');
    expect(answer.status).toBe(200);
    expect(answer.body).not.toMatch(/utm_source|gclid|utm_campaign/);
    expect(answer.headers['set-cookie']?.[0]).toMatch(
      /^attribution=utm_source%3DX%26gclid%3DY%26utm_campaign%3Drq;/,
    );
  });

  it('answers the percent-encoded variant of a path with a 301 to its canonical path', async () => {
    const answer = await get('/%65n/');
    expect(answer.status).toBe(301);
    expect(answer.headers['location']).toBe('/en/');
  });
});

describe('bounded cache, honest misses (issue 20 §2)', () => {
  it('unknown parameters, currencies, channels, path encodings and hosts create no cache entry', async () => {
    const cookie = 'sandboxId=rq-bound-1; cookieConsent=necessary';
    await get('/', cookie);
    await get('/', cookie);
    const before = await entries();
    for (let i = 0; i < 20; i += 1) {
      await get(`/?junk${i}=${i}`, cookie);
      await get('/', `${cookie}; currentCurrency=Q${String.fromCharCode(65 + i)}Z`);
      await get('/', `${cookie}; channel=junk-${i}`);
      await get(`/%2${String.fromCharCode(100 + (i % 2))}en/`, cookie);
      await raw({ method: 'GET', path: '/', host: `nobody-${i}.localhost`, headers: { cookie } });
    }
    expect(await entries()).toBe(before);
  });

  it('keys a URL by the experiments its page shows: visitors in other arms of the rest share it', async () => {
    // The landing page shows the ratings experiment (its cards), not the CTA one (no booking box).
    const first = await get('/', inArms('rq-arms-1', 'ratings:treatment,cta-copy:control'));
    const otherCta = await get(
      '/',
      inArms('rq-arms-2', 'ratings:treatment,cta-copy:treatment,seat-map-revamp:treatment'),
    );
    expect(otherCta.headers['x-cache']).toBe('HIT');
    expect(otherCta.body).toBe(first.body);
    expect(shownArms(otherCta)).toEqual({ ratings: 'treatment' });
    const otherRatings = await get('/', inArms('rq-arms-3', 'ratings:control,cta-copy:treatment'));
    expect(shownArms(otherRatings)).toEqual({ ratings: 'control' });
    // The show page shows both: a visitor in the other CTA arm gets a page of their own.
    await get('/wicked/', inArms('rq-arms-4', 'ratings:treatment,cta-copy:control'));
    const show = await get('/wicked/', inArms('rq-arms-5', 'ratings:treatment,cta-copy:treatment'));
    expect(show.headers['x-cache']).toBe('MISS');
    expect(shownArms(show)['cta-copy']).toBe('treatment');
    const same = await get(
      '/wicked/',
      inArms('rq-arms-6', 'ratings:treatment,cta-copy:treatment,day-trip-videos:treatment'),
    );
    expect(same.headers['x-cache']).toBe('HIT');
  });

  it('ignores x-catalogue-fault unless CATALOGUE_FAULT_INJECTION=1: the page is still a hit', async () => {
    const cookie = 'sandboxId=rq-fault-1';
    await get('/', cookie);
    const answer = await get('/', cookie, { 'x-catalogue-fault': '*' });
    expect(answer.headers['x-cache']).toBe('HIT');
  });
});

describe('the server (issue 20 §1, §5)', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await raw({ method: 'GET', path: '/healthz', host: 'localhost' })).status).toBe(200);
    const ready = await raw({ method: 'GET', path: '/readyz', host: 'localhost' });
    expect(ready.status).toBe(200);
    expect(ready.body).toMatch(/content ok/);
  });

  it('points /favicon.ico (asked by browsers where a page names no icon) to the SVG icon', async () => {
    const answer = await raw({ method: 'GET', path: '/favicon.ico', host: siteHost(SITE) });
    expect(answer.status).toBe(301);
    expect(answer.headers['location']).toBe('/favicon.svg');
  });

  it('answers hostile request targets with 4xx, never 5xx', async () => {
    expect((await get(`/${'a'.repeat(10_000)}`)).status).toBe(414);
    expect((await get('http://other.example/x')).status).toBe(400);
    expect((await raw({ method: 'OPTIONS', path: '*', host: siteHost(SITE) })).status).toBe(400);
    expect((await get('/%E0%A4%A/')).status).toBe(400);
  });

  it('refuses bodies over 1 MiB', async () => {
    const answer = await raw({
      method: 'POST',
      path: '/api/group-submit-form',
      host: siteHost(SITE),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${siteHost(SITE)}` },
      body: `name=${'a'.repeat(1024 * 1024 + 10)}`,
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});

/**
 * The property (issue 20 §1, "Done when"): two requests with the same key render byte-identical bodies
 * (the page cache off, so each renders afresh), and the page renders the variation the key names.
 */
describe('property: same key, same page', () => {
  let port = 0;
  let stop: () => void = () => undefined;
  beforeAll(async () => {
    const server = await startBuiltServer({ build: false, env: { PAGE_CACHE: 'off' }, quiet: true });
    port = Number(new URL(server.base).port);
    stop = server.stop;
  }, 180_000);
  afterAll(() => stop());

  /** Several spellings of one value, and junk around it, that all mean the same variation. */
  const spellings = {
    consent: fc.constantFrom(
      [],
      ['cookieConsent=necessary'],
      ['cookieConsent=necessary.analytics.marketing'],
    ),
    currency: fc.constantFrom([], ['currentCurrency=EUR'], ['currentCurrency=GBP']),
  };
  const encode = (pair: string, how: number) => {
    const [name, value = ''] = pair.split('=');
    if (how === 1) return `${name}=${value.replaceAll('.', '%2E').replace(/^E/, '%45')}`;
    if (how === 2) return `${name}=${value}; ${name}=junk`;
    return pair;
  };
  const junk = fc.array(
    fc.constantFrom('utm_source=a', 'gclid=b', 'fbclid=c', 'x=1', 'msclkid=9', 'utm_medium=mail'),
    { maxLength: 3 },
  );
  const otherCookies = fc.array(fc.constantFrom('junk=1', 'channel=nope', 'currentCurrency=', 'a=%ZZ'), {
    maxLength: 2,
  });

  it('two requests with the same key give byte-identical pages, rendered with the key’s variation', async () => {
    await fc.assert(
      fc.asyncProperty(
        spellings.consent,
        spellings.currency,
        fc.constantFrom('rq-prop-1', 'rq-prop-2'),
        fc.tuple(fc.integer({ min: 0, max: 2 }), junk, otherCookies),
        fc.tuple(fc.integer({ min: 0, max: 2 }), junk, otherCookies),
        async (consent, currency, sandbox, [howA, queryA, extraA], [howB, queryB, extraB]) => {
          const cookieOf = (how: number, extra: string[]) =>
            [
              `sandboxId=${sandbox}`,
              ...[...consent, ...currency].map((pair) => encode(pair, how)),
              ...extra,
            ].join('; ');
          const pathOf = (query: string[]) => `/${query.length ? `?${query.join('&')}` : ''}`;
          const a = { cookie: cookieOf(howA, extraA), path: pathOf(queryA) };
          const b = { cookie: cookieOf(howB, extraB), path: pathOf(queryB) };
          const keyOf = (request: { cookie: string; path: string }) =>
            pageCacheKey(contextOf(request.cookie, request.path));
          expect(keyOf(a)).toBe(keyOf(b));
          const [pageA, pageB] = await Promise.all([
            get(a.path, a.cookie, {}, port),
            get(b.path, b.cookie, {}, port),
          ]);
          expect(pageA.status).toBe(200);
          expect(pageA.body).toBe(pageB.body);
          const variation = contextOf(a.cookie, a.path).variation;
          expect(banner(pageA)).toBe(variation.consent === '');
          expect(shownArms(pageA)).toEqual({ ratings: variation.variants.ratings });
          if (variation.currency) expect(pageA.body).toContain(`"initialCurrency":"${variation.currency}"`);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
