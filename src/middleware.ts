import { defineMiddleware, sequence } from 'astro:middleware';
import { appConfig, demoHostSuffix } from './lib/config';
import { createTranslator } from './lib/i18n/translator';
import { resolveRoute } from './lib/routing/resolveRoute';
import { siteLinkResolver } from './lib/routing/linkResolver';
import { getSites } from './lib/sites/siteRegistry';
import { catalogue } from './lib/catalogue/client';
import { currencyChange } from './lib/routing/currencyChange';
import { currencyCookie, serializeCurrencyCookie } from './lib/rules/currency/currencyCookie';
import { FALLBACK_CURRENCY } from './lib/rules/currency/selectCurrency';
import { currencyFacts, visitorCurrency } from './lib/views/visitorCurrency';
import { refuseMethod } from './lib/routing/methodPolicy';
// --- edge (docs/security.md): Host validation, scheme, security headers and cookie attributes ---
import { edgeMiddleware } from './lib/security/edgeMiddleware';
import { cookieContextFor } from './lib/security/cookieContext';
// --- end edge ---
import { buildRequestContext, canonicalCookieHeader } from './lib/request/requestContext';
import { visitorCookies } from './lib/request/visitorCookies';
import { previewFromCookie, privatePreviewResponse } from './lib/preview/previewSession';
import { withToolbarCspHeader } from './lib/security/previewToolbarCsp';
import { pageRouteData } from './lib/views/pageRouteMiddleware';
import { lazyRenderingOff } from './lib/rules/layout/lazyRendering';
import { logger } from './lib/log/logger';

const log = logger('middleware');

const config = appConfig();
const faultInjection = config.catalogue.faultInjection;

/**
 * Paths answered by their own routes, not by the page router: the catalogue API, built assets, demo
 * media, and the per-host robots.txt and sitemaps (which match the host themselves).
 */
const PASS_THROUGH = /^\/(?:api\/|_astro\/|_image|media\/|consent\/?$|robots\.txt$|sitemap[\w-]*\.xml$)/;
const isPassThrough = (pathname: string): boolean => PASS_THROUGH.test(pathname);

const storefront = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  // --- issue 20 §3: the content repository has no HTTP face (read in-process only, docs/security.md);
  // its former path answers a plain 404 on every host, whatever the method or the trailing slash.
  if (url.pathname === '/_content' || url.pathname.startsWith('/_content/'))
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  // --- end issue 20 §3 ---
  const refused = refuseMethod(request.method, url.pathname);
  if (refused) return refused;
  // The request context (issue 20 §1): built once by the server (src/server/storefrontServer.ts) and
  // handed over in locals; built here only when no server did (`astro dev`), which then also sets the
  // visitor's own cookies. Nothing below reads a cookie, a header or the raw query again.
  const given = context.locals.requestContext;
  const parsed =
    given ??
    buildRequestContext({
      origin: context.locals.edge.origin,
      target: `${url.pathname}${url.search}`,
      header: (name) => context.request.headers.get(name),
      newId: () => crypto.randomUUID(),
      faultInjection,
    });
  context.locals.requestContext = parsed;
  const { variation } = parsed;
  // Defaults for requests that skip routing (the catalogue API, assets): a plain English not-found.
  context.locals.route = { kind: 'notFound', site: undefined };
  context.locals.language = 'en';
  context.locals.t = createTranslator('en');
  context.locals.isBot = variation.bot;
  context.locals.origin = context.locals.edge.origin;
  context.locals.cookie = canonicalCookieHeader(variation) || undefined;
  context.locals.currency = FALLBACK_CURRENCY;
  context.locals.lazyOff = lazyRenderingOff({ bot: variation.bot, query: new URLSearchParams(parsed.query) });
  context.locals.currencyCookie = variation.currency || undefined;
  context.locals.experiments = parsed.experiments;
  context.locals.consent = parsed.consentChoice;
  if (isPassThrough(url.pathname)) return next();
  // Preview (docs/preview.md): the editor's io.prismic.preview cookie; its answers are private, noindex.
  const previewCookie = parsed.visitor.previewCookie;
  context.locals.preview = previewCookie ? await previewFromCookie(previewCookie) : undefined;
  const host = context.locals.edge.host?.host ?? null; // validated by the edge middleware
  const cookieContext = cookieContextFor(host ?? url.host, context.locals.edge.https);
  let sites: Awaited<ReturnType<typeof getSites>>;
  try {
    sites = await getSites();
  } catch (error) {
    log.error({ err: error }, 'the microsite list could not be loaded');
    // Without the list no host matches: every page would be a 404 that the page cache keeps. The content
    // source is down (the list is only missing before its first load): say so, uncached, like robots.txt.
    return contentUnavailable(context.locals.t);
  }
  const resolution = resolveRoute({
    url,
    host,
    sites,
    localSuffix: demoHostSuffix(config),
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
  // One link resolver a request (issue 24): rich text and Link fields of the page resolve through it.
  context.locals.links = site
    ? siteLinkResolver({
        site,
        otherSites: sites,
        origin: context.locals.origin,
        localSuffix: config.localSiteSuffix,
      })
    : undefined;
  context.locals.language = resolution.language;
  context.locals.t = createTranslator(resolution.language);
  // The visitor's own cookies (sandbox id, override, attribution): set by the server on every answer,
  // or here when this middleware built the context itself (`astro dev`).
  const cookies = given ? [] : visitorCookies(parsed, cookieContext);
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

// The page route's data last: it needs the route, language and currency the storefront step decided.
// Pages may load images and media from the configured hosts too (CSP_IMAGE_HOSTS…, docs/security.md).
const contentSources = { 'img-src': config.imageHosts, 'media-src': config.mediaHosts };
export const onRequest = sequence(
  edgeMiddleware(config.trustedProxy, contentSources),
  storefront,
  pageRouteData,
);

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
