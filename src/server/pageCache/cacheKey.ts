import { isBot } from '../../lib/routing/isBot';
import { HTML_EXPERIMENTS } from '../../lib/rules/experiments/experiments';
import { CONSENT_COOKIE_NAME, formatConsent, parseConsent } from '../../lib/rules/consent/consent';
import { CURRENCY_COOKIE_NAME } from '../../lib/rules/currency/currencyCookie';
import {
  OVERRIDE_COOKIE_NAME,
  OVERRIDE_PARAM,
  SANDBOX_COOKIE_NAME,
  isSandboxId,
  visitorExperiments,
} from '../../lib/rules/experiments/visitorExperiments';

/** Query parameters that only trackers read: dropped from the key (spec'd by issue 11). */
const TRACKING_PARAMS = new Set(['gclid', 'fbclid', 'msclkid', 'ci', 'cm']);
const isTracking = (name: string): boolean => TRACKING_PARAMS.has(name) || name.startsWith('utm_');

/**
 * The query string as the page cache keys it: tracking parameters dropped, the rest sorted by name
 * (stable for repeated names), re-encoded. Empty when nothing is left.
 * @example normaliseQuery('?utm_source=x&b=2&a=1&gclid=9') === 'a=1&b=2'
 */
export function normaliseQuery(search: string): string {
  if (search === '' || search === '?') return '';
  const params = new URLSearchParams(search);
  const kept: [string, string][] = [];
  for (const [name, value] of params) if (!isTracking(name)) kept.push([name, value]);
  if (kept.length === 0) return '';
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

/** The cookies of a Cookie header by name (the last one wins, as browsers send them). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    const name = at > 0 ? part.slice(0, at).trim() : '';
    if (name) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

/** Everything a page's HTML varies by, besides its URL (docs/page-cache.md, "The key"). */
export interface Variation {
  /** The currency cookie as sent when it looks like a code (the page validates it against the list). */
  currency: string;
  /** The consent the visitor gave, normalised ('' before any choice: the banner is shown). */
  consent: string;
  /** The catalogue's sales channel cookie (it changes prices). */
  channel: string;
  bot: boolean;
  /** The variant of every experiment that changes HTML, `name=variant` joined by commas. */
  variants: string;
  /** A sandbox id to give a first-time visitor (the cache sets the cookie, the page sees it). */
  newSandboxId: string | undefined;
}

const CURRENCY = /^[A-Za-z]{3}$/;
const CHANNEL = /^[A-Za-z0-9_%-]{1,40}$/;

/**
 * The variation of a request from its Cookie and User-Agent headers and URL override, computed with the
 * same rules the middleware renders by (currency cookie, consent, channel, bot, experiment variants).
 * A human without a valid sandbox id is given one here, so the page renders that visitor's buckets.
 * @example variationOf({ cookie: 'currentCurrency=EUR', userAgent: 'Mozilla/5.0', urlOverride: null, newId: () => 'abcdefgh-1' }).currency === 'EUR'
 */
export function variationOf(input: {
  cookie: string | undefined;
  userAgent: string | undefined;
  urlOverride: string | null;
  newId: () => string;
}): Variation {
  const cookies = parseCookies(input.cookie);
  const bot = isBot(input.userAgent);
  const currency = cookies.get(CURRENCY_COOKIE_NAME) ?? '';
  const channel = cookies.get('channel') ?? '';
  const consent = parseConsent(cookies.get(CONSENT_COOKIE_NAME));
  const sandboxId = cookies.get(SANDBOX_COOKIE_NAME);
  const experiments = visitorExperiments({
    sandboxId: isSandboxId(sandboxId) ? sandboxId : undefined,
    urlOverride: input.urlOverride,
    storedOverride: cookies.get(OVERRIDE_COOKIE_NAME),
    isBot: bot,
    newId: input.newId,
  });
  return {
    currency: CURRENCY.test(currency) ? currency : '',
    consent: consent ? formatConsent(consent) : '',
    channel: CHANNEL.test(channel) ? channel : '',
    bot,
    variants: HTML_EXPERIMENTS.map((name) => `${name}=${experiments.variants[name]}`).join(','),
    newSandboxId: experiments.newSandboxId,
  };
}

/** The URL override parameter of a query string, as the middleware reads it. */
export const overrideOf = (search: string): string | null =>
  search.includes(OVERRIDE_PARAM) ? new URLSearchParams(search).get(OVERRIDE_PARAM) : null;

/**
 * The cache key: origin (scheme and validated host), path, normalised query, then the variation.
 * @example pageCacheKey('http://a.localhost:4321', '/en/', '', variation) === 'http://a.localhost:4321/en/?|EUR|necessary||0|cta=control'
 */
export function pageCacheKey(origin: string, path: string, query: string, variation: Variation): string {
  return `${origin}${path}?${query}|${variation.currency}|${variation.consent}|${variation.channel}|${
    variation.bot ? 1 : 0
  }|${variation.variants}`;
}
