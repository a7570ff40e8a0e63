import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { raw, siteHost, type RawResponse } from './raw';

/**
 * The page cache on the built server (docs/page-cache.md): visitors who differ by currency, language,
 * consent, bot-ness and preview are interleaved under concurrency, and each must get exactly their own
 * page, whether rendered or from memory.
 */
interface Visitor {
  name: string;
  path: string;
  cookie: string;
  userAgent: string;
  currency: string;
  language: string;
  banner: boolean;
}

const HUMAN = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
const VISITORS: Visitor[] = [
  ['eur-en', '/', 'sandboxId=visitor-eur-1; currentCurrency=EUR', HUMAN, 'EUR', 'en', true],
  [
    'gbp-en',
    '/',
    'sandboxId=visitor-gbp-1; currentCurrency=GBP; cookieConsent=necessary',
    HUMAN,
    'GBP',
    'en',
    false,
  ],
  ['usd-ar', '/ar/', 'sandboxId=visitor-usd-1; currentCurrency=USD', HUMAN, 'USD', 'ar', true],
  [
    'jpy-ar',
    '/ar/',
    'sandboxId=visitor-jpy-1; currentCurrency=JPY; cookieConsent=necessary.analytics',
    HUMAN,
    'JPY',
    'ar',
    false,
  ],
  [
    'eur-ar',
    '/ar/?utm_source=newsletter',
    'sandboxId=visitor-eur-2; currentCurrency=EUR',
    HUMAN,
    'EUR',
    'ar',
    true,
  ],
  [
    'bot-en',
    '/',
    '',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'GBP',
    'en',
    true,
  ],
].map(([name, path, cookie, userAgent, currency, language, banner]) => ({
  name: String(name),
  path: String(path),
  cookie: String(cookie),
  userAgent: String(userAgent),
  currency: String(currency),
  language: String(language),
  banner: Boolean(banner),
}));

const visit = (visitor: Visitor, headers: Record<string, string> = {}): Promise<RawResponse> =>
  raw({
    method: 'GET',
    path: visitor.path,
    host: siteHost('london-theatre'),
    headers: {
      'user-agent': visitor.userAgent,
      ...(visitor.cookie ? { cookie: visitor.cookie } : {}),
      ...headers,
    },
  });

function expectOwnPage(visitor: Visitor, answer: RawResponse): void {
  expect(answer.status, visitor.name).toBe(200);
  expect(answer.body, visitor.name).toContain(`"initialCurrency":"${visitor.currency}"`);
  expect(answer.body, visitor.name).toMatch(new RegExp(`<html lang="${visitor.language}"`));
  expect(answer.body.includes('consent-banner"'), visitor.name).toBe(visitor.banner);
  // Only this visitor's own attribution cookie, when the URL had tracking identifiers (issue 20 §1).
  const cookies = [answer.headers['set-cookie'] ?? []].flat();
  expect(
    cookies.every((cookie) => cookie.startsWith('attribution=')),
    visitor.name,
  ).toBe(true);
  expect(cookies.length, visitor.name).toBe(/[?&](?:utm_|gclid=)/.test(visitor.path) ? 1 : 0);
  // Tracking identifiers never reach the page itself.
  expect(answer.body, visitor.name).not.toMatch(/utm_|gclid/);
}

describe('page cache on the built server', () => {
  it('gives every interleaved visitor their own page, rendered or from memory', async () => {
    const order = Array.from({ length: 90 }, (_, i) => VISITORS[(i * 7) % VISITORS.length] as Visitor);
    const results: { visitor: Visitor; answer: RawResponse }[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        while (next < order.length) {
          const visitor = order[next++] as Visitor;
          results.push({ visitor, answer: await visit(visitor) });
        }
      }),
    );
    for (const { visitor, answer } of results) expectOwnPage(visitor, answer);
    // Warm now: every visitor is answered from memory, still with their own page.
    for (const visitor of VISITORS) {
      const answer = await visit(visitor);
      expectOwnPage(visitor, answer);
      expect(answer.headers['x-cache'], visitor.name).toBe('HIT');
    }
  });

  it('renders a show page for another visitor without asking the catalogue or content again (issue 25)', async () => {
    const upstream = async (): Promise<{ content: number; catalogue: number }> => {
      const { body } = await raw({ method: 'GET', path: '/metrics', host: siteHost('london-theatre') });
      const count = (name: string) =>
        Number(
          new RegExp(`storefront_upstream_requests_total\\{upstream="${name}"\\} (\\d+)`).exec(body)?.[1],
        );
      return { content: count('content'), catalogue: count('catalogue') };
    };
    const show = (cookie: string) =>
      raw({ method: 'GET', path: '/hamilton/', host: siteHost('london-theatre'), headers: { cookie } });
    const first = await show('sandboxId=cold-show-1; currentCurrency=EUR');
    expect(first.status).toBe(200);
    expect(first.body).toContain('availability-calendar');
    const before = await upstream();
    expect(before.catalogue).toBeGreaterThan(0);
    // Another consent state is another page in the cache: rendered again, from the answers kept.
    const second = await show('sandboxId=cold-show-2; currentCurrency=EUR; cookieConsent=necessary');
    expect(second.headers['x-cache']).toBe('MISS');
    expect(second.body).toContain('availability-calendar');
    expect(await upstream()).toEqual(before);
  });

  it('shares one entry whatever the tracking parameters, and answers 304 to its ETag', async () => {
    const visitor = VISITORS[0] as Visitor;
    const first = await visit({ ...visitor, path: '/?gclid=abc&utm_medium=email' });
    expectOwnPage({ ...visitor, path: '/?gclid=abc&utm_medium=email' }, first);
    expect(first.headers['set-cookie']?.[0]).toMatch(
      /^attribution=gclid%3Dabc%26utm_medium%3Demail; Max-Age=2592000; Path=\/;.* SameSite=Lax; HttpOnly$/,
    );
    const etag = String(first.headers['etag']);
    const again = await visit({ ...visitor, path: '/?utm_campaign=spring' }, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(again.headers['cdn-cache-control']).toBe('no-store');
  });

  it('answers brotli that decodes to the same page', async () => {
    const visitor = VISITORS[1] as Visitor;
    const plain = await visit(visitor);
    const compressed = await raw({
      method: 'GET',
      path: visitor.path,
      host: siteHost('london-theatre'),
      headers: { cookie: visitor.cookie, 'user-agent': visitor.userAgent, 'accept-encoding': 'br' },
      binary: true,
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.bytes ?? Buffer.alloc(0)).toString()).toBe(plain.body);
  });

  it('gives a first-time visitor a sandbox id of their own on a cached page', async () => {
    const a = await raw({
      method: 'GET',
      path: '/',
      host: siteHost('london-theatre'),
      headers: { 'user-agent': HUMAN },
    });
    const b = await raw({
      method: 'GET',
      path: '/',
      host: siteHost('london-theatre'),
      headers: { 'user-agent': HUMAN },
    });
    const idOf = (answer: RawResponse) => /sandboxId=([^;]+)/.exec(String(answer.headers['set-cookie']))?.[1];
    expect(idOf(a)).toBeDefined();
    expect(idOf(b)).toBeDefined();
    expect(idOf(a)).not.toBe(idOf(b));
  });

  it('never keeps a preview', async () => {
    const preview = await raw({
      method: 'GET',
      path: '/',
      host: siteHost('london-theatre'),
      headers: { cookie: 'io.prismic.preview=junk', 'user-agent': HUMAN },
    });
    expect(preview.headers['x-cache']).toBe('BYPASS');
  });
});
