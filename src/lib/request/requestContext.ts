import { noteExperimentRead } from '../cache/requestScope';
import { GROUP_FLASH_COOKIE } from '../forms/groupBooking/flash';
import { isBot } from '../routing/isBot';
import { CONSENT_COOKIE_NAME, formatConsent, parseConsent, type Consent } from '../rules/consent/consent';
import { CURRENCY_COOKIE_NAME } from '../rules/currency/currencyCookie';
import { HTML_EXPERIMENTS, type HtmlExperimentName, type Variant } from '../rules/experiments/experiments';
import {
  OVERRIDE_COOKIE_NAME,
  OVERRIDE_PARAM,
  SANDBOX_COOKIE_NAME,
  CONTROL_VARIANTS,
  visitorExperiments,
  type ExperimentVariants,
} from '../rules/experiments/visitorExperiments';
import { isCurrencyCode, type CurrencyCode } from '../rules/pricing/currencies';
import { PREVIEW_COOKIE_NAME } from '../rules/preview/preview';
import { channelOf, CHANNEL_COOKIE_NAME, type SalesChannel } from './channels';
import { readCookies } from './cookies';
import { splitQuery } from '../rules/request/queryParams';

/**
 * Everything a cacheable page varies by besides its URL (issue 20 §1): each value already resolved
 * against its allow-list, so two requests with the same variation render the same page.
 */
export interface Variation {
  /** A known ISO code the visitor chose (the currency cookie), or '' for the page's default. */
  readonly currency: CurrencyCode | '';
  /** The visitor's consent (`necessary.analytics`…), or '' before any choice (the banner shows). */
  readonly consent: string;
  /** The sales channel from its allow-list, or ''. */
  readonly channel: SalesChannel | '';
  readonly bot: boolean;
  /** The variant of every experiment that changes HTML (the others render as control). */
  readonly variants: Readonly<Record<HtmlExperimentName, Variant>>;
}

/** The canonical part of a request: what the page cache keys on and the renderer renders from. */
export interface CanonicalRequest {
  /** scheme://host[:port] of the visitor (validated by the edge's rule). */
  readonly origin: string;
  /** The path, unreserved percent-escapes decoded. */
  readonly path: string;
  /** The canonical query (page parameters only, sorted), without `?`; '' when none. */
  readonly query: string;
  readonly variation: Variation;
}

/** What belongs to this visitor alone: never in a cacheable page, never in the key. */
export interface VisitorFacts {
  /** A sandbox id to give a first-time human visitor (the server sets the cookie). */
  readonly newSandboxId: string | undefined;
  /** An experiment override from the URL to remember (the server sets the cookie). */
  readonly newOverride: string | undefined;
  /** Tracking and ad-click identifiers of the URL (re-encoded), for the attribution cookie. */
  readonly tracking: string;
  /** The raw preview cookie (verified by the preview session), when sent. */
  readonly previewCookie: string | undefined;
  /** The injected catalogue fault (only when CATALOGUE_FAULT_INJECTION=1). */
  readonly fault: string | undefined;
  /** The group form's one-time cookie (its values are shown once: never cached), when sent. */
  readonly groupFlash: string | undefined;
}

/** One request, parsed once (issue 20 §1): frozen, handed to the cache and to the renderer. */
export interface RequestContext extends CanonicalRequest {
  readonly visitor: VisitorFacts;
  /** Experiment variants of this visitor for every experiment (the HTML ones equal the variation's). */
  readonly experiments: ExperimentVariants;
  /** Consent as a value (undefined: no choice yet), derived from the variation. */
  readonly consentChoice: Consent | undefined;
  /** When the asked path or query differ from the canonical ones. */
  readonly changed: { readonly path: boolean; readonly query: boolean };
}

export interface RequestInput {
  /** The validated origin (src/lib/security/requestHost.ts). */
  origin: string;
  /** The request target's path and query as sent (`/en/x/?a=1`). */
  target: string;
  header: (name: string) => string | null | undefined;
  newId: () => string;
  /** Whether the `x-catalogue-fault` header is honoured (CATALOGUE_FAULT_INJECTION=1). */
  faultInjection: boolean;
}

export const FAULT_HEADER = 'x-catalogue-fault';

const UNRESERVED_ESCAPE = /%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[dDeE]|5[fF]|7[eE])/g;

/**
 * A path with its percent-escapes of unreserved characters (letters, digits, `-._~`) decoded, the
 * others' hex upper-cased: `/%68amilton/` and `/hamilton/` are one page (RFC 3986 §6.2.2).
 * @example canonicalPath('/%68amilton/') === '/hamilton/'
 * @example canonicalPath('/a%2fb/') === '/a%2Fb/'
 */
export function canonicalPath(path: string): string {
  if (!path.includes('%')) return path;
  return path
    .replace(UNRESERVED_ESCAPE, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)))
    .replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
}

function variationOf(
  cookies: ReadonlyMap<string, string>,
  bot: boolean,
  variants: ExperimentVariants,
): Variation {
  const currency = cookies.get(CURRENCY_COOKIE_NAME)?.trim().toUpperCase() ?? '';
  const consent = parseConsent(cookies.get(CONSENT_COOKIE_NAME));
  return Object.freeze({
    currency: isCurrencyCode(currency) ? currency : '',
    consent: consent ? formatConsent(consent) : '',
    channel: channelOf(cookies.get(CHANNEL_COOKIE_NAME)),
    bot,
    variants: Object.freeze(
      Object.fromEntries(HTML_EXPERIMENTS.map((name) => [name, variants[name]])) as Variation['variants'],
    ),
  });
}

/**
 * Every experiment's variants as a cached render sees them: the variation's for the experiments that
 * change HTML, control for the others. Reading an HTML experiment notes it in the render's scope: the
 * page cache keys a URL by the experiments its renders read, not by all of them (docs/page-cache.md).
 */
function renderedExperiments(variation: Variation): ExperimentVariants {
  const variants = { ...CONTROL_VARIANTS };
  for (const name of HTML_EXPERIMENTS) {
    const variant = variation.variants[name];
    Object.defineProperty(variants, name, {
      enumerable: true,
      get: () => {
        noteExperimentRead(name);
        return variant;
      },
    });
  }
  return Object.freeze(variants);
}

/**
 * The request context (issue 20 §1): the one parse of a request's cookies, query and headers. The
 * server builds it before its page cache; the middleware builds it only when no server did (`astro
 * dev`). Nothing else reads cookies, headers or the raw query of a page request.
 * @example buildRequestContext({ origin: 'http://a.localhost', target: '/en/?utm_source=x&sort=most-recent', header: () => null, newId: () => 'abcdefgh-1', faultInjection: false }).query === 'sort=most-recent'
 */
export function buildRequestContext(input: RequestInput): RequestContext {
  const at = input.target.indexOf('?');
  const rawPath = at < 0 ? input.target : input.target.slice(0, at);
  const search = at < 0 ? '' : input.target.slice(at);
  const path = canonicalPath(rawPath || '/');
  const query = splitQuery(search);
  const cookies = readCookies(input.header('cookie'));
  const bot = isBot(input.header('user-agent'));
  const urlOverride = search.includes(OVERRIDE_PARAM)
    ? new URLSearchParams(search).get(OVERRIDE_PARAM)
    : null;
  const experiments = visitorExperiments({
    sandboxId: cookies.get(SANDBOX_COOKIE_NAME),
    urlOverride,
    storedOverride: cookies.get(OVERRIDE_COOKIE_NAME),
    isBot: bot,
    newId: input.newId,
  });
  const variation = variationOf(cookies, bot, experiments.variants);
  const fault = input.faultInjection ? (input.header(FAULT_HEADER) ?? undefined) : undefined;
  return Object.freeze({
    origin: input.origin,
    path,
    query: query.canonical,
    variation,
    experiments: Object.freeze({ ...experiments.variants }),
    consentChoice: parseConsent(variation.consent || undefined),
    changed: Object.freeze({ path: path !== rawPath, query: query.changed }),
    visitor: Object.freeze({
      newSandboxId: experiments.newSandboxId,
      newOverride: experiments.newOverride,
      tracking: query.tracking,
      previewCookie: cookies.get(PREVIEW_COOKIE_NAME),
      fault: fault || undefined,
      groupFlash: cookies.get(GROUP_FLASH_COOKIE),
    }),
  });
}

/**
 * The context a cached page renders with: only its canonical part — no visitor facts, experiments
 * outside the variation at control — so the key and the render cannot disagree (issue 20 §1).
 */
export function canonicalContext(request: CanonicalRequest): RequestContext {
  return Object.freeze({
    origin: request.origin,
    path: request.path,
    query: request.query,
    variation: request.variation,
    experiments: renderedExperiments(request.variation),
    consentChoice: parseConsent(request.variation.consent || undefined),
    changed: Object.freeze({ path: false, query: false }),
    visitor: Object.freeze({
      newSandboxId: undefined,
      newOverride: undefined,
      tracking: '',
      previewCookie: undefined,
      fault: undefined,
      groupFlash: undefined,
    }),
  });
}

const canonicalParts = new WeakMap<CanonicalRequest, { canonical: CanonicalRequest; base: string }>();

/**
 * The canonical part of a context (what a cache entry keeps to refresh itself) and the base of its cache
 * key, derived once per frozen context: a returning visitor's remembered context costs no work on a hit.
 */
function partsOf(context: CanonicalRequest): { canonical: CanonicalRequest; base: string } {
  let parts = canonicalParts.get(context);
  if (!parts) {
    const canonical: CanonicalRequest = Object.freeze({
      origin: context.origin,
      path: context.path,
      query: context.query,
      variation: context.variation,
    });
    parts = { canonical, base: baseKeyOf(canonical) };
    if (Object.isFrozen(context)) canonicalParts.set(context, parts);
  }
  return parts;
}

/** The canonical part of a context (what a cache entry keeps to refresh itself). */
export const canonicalOf = (context: CanonicalRequest): CanonicalRequest => partsOf(context).canonical;

/**
 * What every page of one URL shares in its cache key: origin, path, query, currency, consent, channel
 * and bot, without the experiments (the page cache learns per base which of them the URL reads).
 * @example pageCacheBaseKey({ origin: 'http://a.localhost', path: '/en/', query: '', variation: { currency: 'EUR', consent: '', channel: '', bot: false, variants } }) === 'http://a.localhost/en/?|EUR|||0'
 */
export const pageCacheBaseKey = (request: CanonicalRequest): string => partsOf(request).base;

/**
 * The page cache key: a pure function of the canonical request and the experiments the page is keyed
 * by (`names`, in `HTML_EXPERIMENTS` order; all of them when the URL's reads are not known yet).
 * @example pageCacheKey({ origin: 'http://a.localhost', path: '/en/', query: '', variation: { currency: 'EUR', consent: '', channel: '', bot: false, variants: { ratings: 'control', 'cta-copy': 'control', 'seat-map-revamp': 'control', 'day-trip-videos': 'control', 'hoho-mobile-revamp': 'control' } } }) === 'http://a.localhost/en/?|EUR|||0|ratings=control,cta-copy=control,seat-map-revamp=control,day-trip-videos=control,hoho-mobile-revamp=control'
 * @example pageCacheKey(sameRequest, ['ratings']) === 'http://a.localhost/en/?|EUR|||0|ratings=control'
 */
export function pageCacheKey(
  request: CanonicalRequest,
  names: readonly HtmlExperimentName[] = HTML_EXPERIMENTS,
): string {
  const { variants } = request.variation;
  let key = `${partsOf(request).base}|`;
  for (let i = 0; i < names.length; i += 1) {
    const name = names[i] as HtmlExperimentName;
    key += `${i ? ',' : ''}${name}=${variants[name]}`;
  }
  return key;
}

function baseKeyOf(request: CanonicalRequest): string {
  const { variation: v } = request;
  return `${request.origin}${request.path}?${request.query}|${v.currency}|${v.consent}|${v.channel}|${v.bot ? 1 : 0}`;
}

/** The URL of the canonical request. */
export const canonicalUrl = (request: CanonicalRequest): string =>
  `${request.origin}${request.path}${request.query ? `?${request.query}` : ''}`;

/**
 * The Cookie header a canonical render carries (the catalogue forwards it): the variation's values only.
 * @example canonicalCookieHeader({ currency: 'EUR', consent: '', channel: '', bot: false, variants }) === 'currentCurrency=EUR'
 */
export function canonicalCookieHeader(variation: Variation): string {
  const pairs: string[] = [];
  if (variation.currency) pairs.push(`${CURRENCY_COOKIE_NAME}=${variation.currency}`);
  if (variation.consent) pairs.push(`${CONSENT_COOKIE_NAME}=${variation.consent}`);
  if (variation.channel) pairs.push(`${CHANNEL_COOKIE_NAME}=${variation.channel}`);
  return pairs.join('; ');
}

/** A canonical stand-in user agent for a bot render (the real one is never read by the renderer). */
const BOT_AGENT = 'Mozilla/5.0 (compatible; storefront-canonical-bot/1.0)';

/**
 * The web Request a cacheable page is rendered from: the canonical URL, and headers rebuilt from the
 * variation only (issue 20 §1) — the visitor's own headers never reach the renderer.
 */
export function canonicalRenderRequest(request: CanonicalRequest): Request {
  const url = canonicalUrl(request);
  const headers = new Headers({ host: new URL(request.origin).host, accept: 'text/html' });
  const cookie = canonicalCookieHeader(request.variation);
  if (cookie) headers.set('cookie', cookie);
  if (request.variation.bot) headers.set('user-agent', BOT_AGENT);
  return new Request(url, { method: 'GET', headers });
}

/**
 * The page's URL as the renderer may read it: origin, canonical path and canonical query (never the
 * visitor's raw query: tracking identifiers and unknown parameters are not in it).
 * @example requestUrl({ origin: 'http://a.localhost', path: '/en/', query: 'page=2', variation }).search === '?page=2'
 */
export const requestUrl = (request: CanonicalRequest): URL => new URL(canonicalUrl(request));

/** The canonical path and query (`/en/x/?page=2`), for same-site return paths. */
export const pathWithQuery = (request: CanonicalRequest): string =>
  `${request.path}${request.query ? `?${request.query}` : ''}`;
