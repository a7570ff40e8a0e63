import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCookies } from './cookies';
import { withRenderScope } from '../cache/requestScope';
import { HTML_EXPERIMENTS } from '../rules/experiments/experiments';
import {
  buildRequestContext,
  canonicalContext,
  canonicalCookieHeader,
  canonicalOf,
  canonicalPath,
  canonicalRenderRequest,
  pageCacheBaseKey,
  pageCacheKey,
  type RequestInput,
} from './requestContext';
import { splitQuery, PAGE_QUERY_PARAMS } from '../rules/request/queryParams';
import { FILTER_PARAM, PAGE_PARAM, SORT_PARAM } from '../views/reviews/reviewPageQuery';
import { NEWS_PAGE_PARAM } from '../../features/news/rules/newsPaging';
import { CRUISE_FILTER_PARAM } from '../../features/cruises/rules/cruiseFilterParam';
import { SUB_CATEGORY_PARAM } from '../views/categoryPage';
import { PROMO_PARAM } from '../rules/promo/promoInput';
import { GROUP_PARAM } from '../forms/groupBooking/flash';
import { SUBSCRIBED_PARAM } from '../subscriptions/subscribeForm';
import { CONSENT_REOPEN_PARAM } from '../rules/consent/consent';
import { TRANSFER_QUERY_PARAMS } from '../../features/transfers/rules/transferSearch';
import { SEARCH_PARAM } from '../rules/search/searchQuery';

const HUMAN = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1)';

function contextOf(
  cookie: string | undefined,
  target = '/en/',
  userAgent = HUMAN,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string | undefined> = { cookie, 'user-agent': userAgent, ...extra };
  const input: RequestInput = {
    origin: 'http://colosseum.localhost:4321',
    target,
    header: (name) => headers[name],
    newId: () => 'visitor-0001',
    faultInjection: false,
  };
  return buildRequestContext(input);
}

describe('readCookies (the one cookie parser)', () => {
  it('keeps the first occurrence of a name and decodes values', () => {
    const cookies = readCookies('a=1; a=2; cookieConsent=necessary%2Eanalytics; junk');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('cookieConsent')).toBe('necessary.analytics');
  });
  it('drops an undecodable value and refuses a header no browser sends', () => {
    expect(readCookies('x=%E0%A4%A').has('x')).toBe(false);
    expect(readCookies(`a=1; ${'b'.repeat(20_000)}=2`).size).toBe(0);
  });
});

describe('the request context (issue 20 §1)', () => {
  it('reads an encoded consent exactly as the page renders it (reproduction 1)', () => {
    const context = contextOf('sandboxId=abcdefgh-1234; cookieConsent=necessary%2Eanalytics%2Emarketing');
    expect(context.variation.consent).toBe('necessary.analytics.marketing');
    expect(context.consentChoice).toEqual({ analytics: true, marketing: true });
  });
  it('lets the first of duplicated cookies win, for key and render alike', () => {
    const context = contextOf('cookieConsent=necessary; cookieConsent=necessary.analytics.marketing');
    expect(context.variation.consent).toBe('necessary');
    expect(context.consentChoice).toEqual({ analytics: false, marketing: false });
  });
  it('reads the server’s own URI-encoded override as the override (reproduction 2)', () => {
    const context = contextOf('sandboxId=abcdefgh-1234; experimentOverride=cta-copy%3Atreatment');
    expect(context.variation.variants['cta-copy']).toBe('treatment');
    expect(context.experiments['cta-copy']).toBe('treatment');
  });
  it('keeps tracking identifiers out of the canonical query, for the attribution cookie (reproduction 3)', () => {
    const context = contextOf('sandboxId=abcdefgh-1234', '/en/?utm_source=X&gclid=Y&sort=most-recent&junk=1');
    expect(context.query).toBe('sort=most-recent');
    expect(context.visitor.tracking).toBe('utm_source=X&gclid=Y');
    expect(canonicalRenderRequest(canonicalOf(context)).url).toBe(
      'http://colosseum.localhost:4321/en/?sort=most-recent',
    );
  });
  it('resolves the currency to a known ISO code or the default, never the raw cookie', () => {
    expect(contextOf('currentCurrency=eur').variation.currency).toBe('EUR');
    expect(contextOf('currentCurrency=XYZ').variation.currency).toBe('');
    expect(contextOf('currentCurrency=%3Cb%3E').variation.currency).toBe('');
  });
  it('takes a channel from its allow-list only', () => {
    expect(contextOf('channel=affiliate').variation.channel).toBe('affiliate');
    expect(contextOf('channel=evil%20x').variation.channel).toBe('');
  });
  it('gives a first-time human a sandbox id, a bot none and the controls', () => {
    expect(contextOf(undefined).visitor.newSandboxId).toBe('visitor-0001');
    expect(contextOf('sandboxId=abcdefgh-1234').visitor.newSandboxId).toBeUndefined();
    const bot = contextOf(undefined, '/en/', BOT);
    expect(bot.variation.bot).toBe(true);
    expect(bot.visitor.newSandboxId).toBeUndefined();
    expect(Object.values(bot.variation.variants).every((variant) => variant === 'control')).toBe(true);
  });
  it('honours the fault header only when fault injection is on', () => {
    const header = (name: string) => (name === 'x-catalogue-fault' ? '*' : undefined);
    const base = { origin: 'http://a.localhost', target: '/', header, newId: () => 'visitor-0001' };
    expect(buildRequestContext({ ...base, faultInjection: false }).visitor.fault).toBeUndefined();
    expect(buildRequestContext({ ...base, faultInjection: true }).visitor.fault).toBe('*');
  });
  it('decodes percent-escapes of unreserved characters in the path (one address per page)', () => {
    expect(canonicalPath('/%68amilton/')).toBe('/hamilton/');
    expect(canonicalPath('/a%2fb/%7e/')).toBe('/a%2Fb/~/');
    expect(contextOf(undefined, '/%68amilton/').changed.path).toBe(true);
  });
  it('puts origin, path, canonical query and every dimension of the variation in the key', () => {
    const context = contextOf(
      'sandboxId=abcdefgh-1234; currentCurrency=GBP; cookieConsent=necessary; channel=app',
      '/en/?page=2&utm_source=x',
    );
    expect(pageCacheKey(context)).toBe(
      'http://colosseum.localhost:4321/en/?page=2|GBP|necessary|app|0|' +
        Object.entries(context.variation.variants)
          .map(([name, variant]) => `${name}=${variant}`)
          .join(','),
    );
  });
  it('renders a cached page from its canonical part only: visitor facts gone, other experiments at control', () => {
    const context = contextOf('sandboxId=abcdefgh-1234; currentCurrency=EUR', '/en/?utm_source=x');
    const rendered = canonicalContext(canonicalOf(context));
    expect(rendered.visitor).toEqual({
      newSandboxId: undefined,
      newOverride: undefined,
      tracking: '',
      previewCookie: undefined,
      fault: undefined,
      groupFlash: undefined,
    });
    expect(pageCacheKey(rendered)).toBe(pageCacheKey(context));
    expect(canonicalCookieHeader(rendered.variation)).toBe('currentCurrency=EUR');
  });
  it('notes each experiment a cached render reads, and only those; the key names the experiments asked for', async () => {
    const context = contextOf(
      `sandboxId=abcdefgh-1234; experimentOverride=${encodeURIComponent('ratings:treatment,cta-copy:control')}`,
      '/en/',
    );
    const rendered = canonicalContext(canonicalOf(context));
    const { result, scope } = await withRenderScope(async () => rendered.experiments.ratings);
    expect(result).toBe('treatment');
    expect([...scope.experiments]).toEqual(['ratings']);
    // A control-only experiment (not in the key) is not noted; spreading reads every keyed one.
    const unread = await withRenderScope(async () => rendered.experiments['session-replay']);
    expect([...unread.scope.experiments]).toEqual([]);
    const spread = await withRenderScope(async () => ({ ...rendered.experiments }));
    expect([...spread.scope.experiments].sort()).toEqual([...HTML_EXPERIMENTS].sort());
    expect(pageCacheBaseKey(context)).toBe('http://colosseum.localhost:4321/en/?||||0');
    expect(pageCacheKey(context, ['ratings'])).toBe(
      'http://colosseum.localhost:4321/en/?||||0|ratings=treatment',
    );
    expect(pageCacheKey(context, [])).toBe('http://colosseum.localhost:4321/en/?||||0|');
  });
  it('is frozen', () => {
    const context = contextOf(undefined);
    expect(
      Object.isFrozen(context) && Object.isFrozen(context.variation) && Object.isFrozen(context.visitor),
    ).toBe(true);
  });
});

describe('splitQuery', () => {
  it('keeps the page parameters sorted, drops unknown ones and bounds values', () => {
    expect(splitQuery('?utm_source=x&sort=most-recent&junk=1&page=2').canonical).toBe(
      'page=2&sort=most-recent',
    );
    expect(splitQuery(`?page=${'9'.repeat(300)}`).canonical).toBe('');
    expect(splitQuery('?fbclid=f&msclkid=m&ci=1&cm=2').tracking).toBe('fbclid=f&msclkid=m&ci=1&cm=2');
    expect(splitQuery('').changed).toBe(false);
    expect(splitQuery('?page=2').changed).toBe(false);
  });
  it('lists every parameter a page reads, by the constants of the rules that read them', () => {
    for (const name of [
      SORT_PARAM,
      FILTER_PARAM,
      PAGE_PARAM,
      NEWS_PAGE_PARAM,
      CRUISE_FILTER_PARAM,
      SUB_CATEGORY_PARAM,
      PROMO_PARAM,
      GROUP_PARAM,
      SUBSCRIBED_PARAM,
      CONSENT_REOPEN_PARAM,
      ...TRANSFER_QUERY_PARAMS,
      SEARCH_PARAM,
      'overrideLazyLoad',
    ])
      expect(PAGE_QUERY_PARAMS.has(name), name).toBe(true);
  });
});

/** Hostile request material: duplicates, encodings, junk, whitespace, tracking parameters. */
const cookiePart = fc.oneof(
  fc.constantFrom(
    'cookieConsent=necessary.analytics.marketing',
    'cookieConsent=necessary%2Eanalytics%2Emarketing',
    'cookieConsent=necessary',
    'cookieConsent=junk',
    'currentCurrency=EUR',
    'currentCurrency=eur',
    'currentCurrency=%45UR',
    'currentCurrency=XYZ',
    'currentCurrency=%ZZ',
    'experimentOverride=cta-copy%3Atreatment',
    'experimentOverride=cta-copy:treatment',
    'experimentOverride=<script>',
    'sandboxId=abcdefgh-1234',
    'sandboxId=zzzzzzzz-9999',
    'sandboxId=x',
    'channel=app',
    'channel=App',
    'channel=junk%00',
    'io_junk=1',
  ),
  fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 })).map(([n, v]) => `${n}=${v}`),
);
const cookieHeader = fc
  .array(cookiePart, { maxLength: 6 })
  .chain((parts) => fc.constantFrom('; ', ';', ' ;  ').map((sep) => parts.join(sep)));
const queryPart = fc.oneof(
  fc.constantFrom(
    'utm_source=x',
    'utm_campaign=spring%20sale',
    'gclid=abc',
    'fbclid=1',
    'msclkid=2',
    'ci=3',
    'cm=4',
    'page=2',
    'sort=most-recent',
    'filter-reviews=5',
    'experimentOverride=ratings:treatment',
    'x=1',
  ),
  fc
    .tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
    .map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`),
);
const target = fc
  .array(queryPart, { maxLength: 5 })
  .map((parts) => `/en/${parts.length ? `?${parts.join('&')}` : ''}`);

describe('property: the key is all a cached render can see (issue 20 §1)', () => {
  it('two requests with the same key give the renderer the same request and the same context', () => {
    fc.assert(
      fc.property(
        cookieHeader,
        cookieHeader,
        target,
        target,
        fc.constantFrom(HUMAN, BOT, '', 'curl/8'),
        (cookieA, cookieB, targetA, targetB, agent) => {
          const a = contextOf(cookieA, targetA, agent);
          const b = contextOf(cookieB, targetB, agent);
          const renderA = canonicalContext(canonicalOf(a));
          const renderB = canonicalContext(canonicalOf(b));
          // What the cache computes equals what the page renders with.
          expect(pageCacheKey(renderA)).toBe(pageCacheKey(a));
          expect(renderA.variation).toEqual(a.variation);
          if (pageCacheKey(a) !== pageCacheKey(b)) return;
          expect(renderA).toEqual(renderB);
          const requestA = canonicalRenderRequest(renderA);
          const requestB = canonicalRenderRequest(renderB);
          expect(requestA.url).toBe(requestB.url);
          expect([...requestA.headers]).toEqual([...requestB.headers]);
          // Tracking identifiers never reach a cacheable render.
          expect(requestA.url).not.toMatch(/utm_|gclid|fbclid|msclkid|[?&]ci=|[?&]cm=/);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
