import { defineMiddleware, sequence } from 'astro:middleware';
import { readConfig } from './lib/config';
import { getLocalRepository } from './lib/content';
import { LOCAL_ENDPOINT } from './lib/content/contentClient';
import { createTranslator } from './lib/i18n/translator';
import { isBot } from './lib/routing/isBot';
import { resolveRoute } from './lib/routing/resolveRoute';
import { getSites } from './lib/sites/siteRegistry';
import { catalogue } from './lib/catalogue/client';
import { currencyChange } from './lib/routing/currencyChange';
import { CONSENT_COOKIE_NAME, cookieValue, parseConsent } from './lib/rules/consent/consent';
import {
  OVERRIDE_COOKIE_NAME,
  OVERRIDE_PARAM,
  SANDBOX_COOKIE_NAME,
  CONTROL_VARIANTS,
  SANDBOX_MAX_AGE,
  visitorExperiments,
} from './lib/rules/experiments/visitorExperiments';
import { currencyCookie, serializeCurrencyCookie } from './lib/rules/currency/currencyCookie';
import { FALLBACK_CURRENCY } from './lib/rules/currency/selectCurrency';
import { currencyCookieValue, currencyFacts, visitorCurrency } from './lib/pages/visitorCurrency';
import { refuseMethod } from './lib/routing/methodPolicy';
// --- edge (docs/security.md): Host validation, scheme, security headers and cookie attributes ---
import { edgeMiddleware } from './lib/security/edgeMiddleware';
import { serializeCookie } from './lib/security/cookieOptions';
import { cookieContextFor } from './lib/security/cookieContext';
// --- end edge ---
import { previewFromCookie, privatePreviewResponse } from './lib/preview/previewSession';
import { startCacheTagWiring } from './lib/cache/cacheTagWiring';
import { withToolbarCspHeader } from './lib/security/previewToolbarCsp';

const config = readConfig();
// Content and catalogue changes reach the process-wide cache-tag bus (src/lib/cache/cacheTags.ts).
startCacheTagWiring();
const LOCAL_API = '/_content/api/v2';

/**
 * Paths answered by their own routes, not by the page router: the catalogue API, built assets, demo
 * media, and the per-host robots.txt and sitemaps (which match the host themselves).
 */
const PASS_THROUGH = /^\/(?:api\/|_astro\/|_image|media\/|consent\/?$|robots\.txt$|sitemap[\w-]*\.xml$)/;
const isPassThrough = (pathname: string): boolean => PASS_THROUGH.test(pathname);

function serveLocalRepository(url: URL, method: string): Response {
  const repository = getLocalRepository();
  if (!repository) return new Response('Not found', { status: 404 });
  if (method !== 'GET' && method !== 'HEAD') {
    return new Response('The local repository is read-only', {
      status: 405,
      headers: { allow: 'GET, HEAD' },
    });
  }
  // The client-facing endpoint is this host's /_content/api/v2; links in answers point back here.
  const local = new URL(url.pathname.replace(LOCAL_API, '/api/v2') + url.search, LOCAL_ENDPOINT);
  const response = repository().handle(local, LOCAL_ENDPOINT);
  return new Response(response.body, response);
}

const storefront = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  if (url.pathname === LOCAL_API || url.pathname.startsWith(`${LOCAL_API}/`)) {
    return serveLocalRepository(url, request.method);
  }
  const refused = refuseMethod(request.method, url.pathname);
  if (refused) return refused;
  // Defaults for requests that skip routing (the catalogue API, assets): a plain English not-found.
  context.locals.route = { kind: 'notFound', site: undefined };
  context.locals.language = 'en';
  context.locals.t = createTranslator('en');
  context.locals.isBot = isBot(request.headers.get('user-agent'));
  context.locals.origin = context.locals.edge.origin;
  context.locals.cookie = request.headers.get('cookie') ?? undefined;
  context.locals.currency = FALLBACK_CURRENCY;
  context.locals.lazyOff = context.locals.isBot || url.searchParams.has('overrideLazyLoad');
  context.locals.currencyCookie = currencyCookieValue(context.locals.cookie);
  context.locals.experiments = CONTROL_VARIANTS;
  context.locals.consent = parseConsent(cookieValue(context.locals.cookie, CONSENT_COOKIE_NAME));
  if (isPassThrough(url.pathname)) return next();
  // Preview (docs/preview.md): the editor's io.prismic.preview cookie; its answers are private, noindex.
  context.locals.preview = await previewFromCookie(context.locals.cookie);
  const host = context.locals.edge.host?.host ?? null; // validated by the edge middleware
  const cookieContext = cookieContextFor(host ?? url.host, context.locals.edge.https);
  let sites: Awaited<ReturnType<typeof getSites>>;
  try {
    sites = await getSites();
  } catch (error) {
    console.error(new Error('[middleware] the microsite list could not be loaded', { cause: error }));
    // Without the list no host matches: every page would be a 404 that the page cache keeps. The content
    // source is down (the list is only missing before its first load): say so, uncached, like robots.txt.
    return contentUnavailable(context.locals.t);
  }
  const resolution = resolveRoute({
    url,
    host,
    sites,
    localSuffix: config.localSiteSuffix,
    dev: import.meta.env.DEV,
  });
  if ('redirect' in resolution) {
    return new Response(null, { status: resolution.status, headers: { location: resolution.redirect } });
  }
  const facts = await currencyFacts(catalogue());
  // `?currency=XXX` (the selector without JavaScript): remember a valid choice, then show the clean URL.
  const change = currencyChange(url, facts.available);
  if (change) {
    const headers = new Headers({ location: change.location, 'cache-control': 'no-store' });
    if (change.code)
      headers.append('set-cookie', serializeCurrencyCookie(currencyCookie(change.code, cookieContext)));
    return new Response(null, { status: 303, headers });
  }
  const site = 'route' in resolution && 'site' in resolution.route ? resolution.route.site : undefined;
  context.locals.currencyFacts = facts;
  context.locals.currency = visitorCurrency(
    { cookie: context.locals.currencyCookie, siteCity: site?.cityCode },
    facts,
  );
  context.locals.route = resolution.route;
  context.locals.language = resolution.language;
  context.locals.t = createTranslator(resolution.language);
  // Experiments (spec 001 §4, §9): the visitor's sandbox id (set on the first visit) and overrides.
  const experiments = visitorExperiments({
    sandboxId: cookieValue(context.locals.cookie, SANDBOX_COOKIE_NAME),
    urlOverride: url.searchParams.get(OVERRIDE_PARAM),
    storedOverride: cookieValue(context.locals.cookie, OVERRIDE_COOKIE_NAME),
    isBot: context.locals.isBot,
    newId: () => crypto.randomUUID(),
  });
  context.locals.experiments = experiments.variants;
  const cookies: string[] = [];
  if (experiments.newSandboxId)
    cookies.push(
      serializeCookie(SANDBOX_COOKIE_NAME, experiments.newSandboxId, cookieContext, SANDBOX_MAX_AGE),
    );
  if (experiments.newOverride)
    cookies.push(serializeCookie(OVERRIDE_COOKIE_NAME, experiments.newOverride, cookieContext));
  const response = withCookies(await next(), cookies);
  const { preview } = context.locals;
  if (!preview) return response;
  // The Prismic toolbar (real repository only) needs its hosts in this preview answer's CSP; public
  // answers never get them (docs/security.md).
  const withToolbar = preview.toolbarRepository
    ? withToolbarCspHeader(response, preview.toolbarRepository)
    : response;
  return privatePreviewResponse(withToolbar);
});

// The edge runs first: a malformed Host never reaches routing, and every answer gets the security headers.
/** The 503 page of a content outage before any microsite is known (docs/page-cache.md, "Faults"). */
function contentUnavailable(t: ReturnType<typeof createTranslator>): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${t('error.title')}</title></head><body><h1>${t('error.title')}</h1><p>${t('error.message')}</p></body></html>`;
  return new Response(body, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '30', 'cache-control': 'no-store' },
  });
}

export const onRequest = sequence(edgeMiddleware(config.trustedProxy), storefront);

/** Adds Set-Cookie headers; a response with immutable headers (Response.redirect) is copied first. */
function withCookies(response: Response, cookies: readonly string[]): Response {
  if (cookies.length === 0) return response;
  let target = response;
  try {
    for (const cookie of cookies) target.headers.append('set-cookie', cookie);
  } catch {
    target = new Response(response.body, response);
    for (const cookie of cookies) target.headers.append('set-cookie', cookie);
  }
  return target;
}
