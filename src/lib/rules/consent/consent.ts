import { hostParts } from '../booking/hostParts';
import { serializeCookie } from '../security/cookieOptions';
import { normaliseSameSitePath } from '../safeRedirect';

/** The optional purposes a visitor may allow; necessary cookies are always on (spec 001 §4). */
export const CONSENT_PURPOSES = ['analytics', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type Consent = Record<ConsentPurpose, boolean>;

export const CONSENT_COOKIE_NAME = 'cookieConsent';
/** How long a choice is remembered: 180 days, then the banner asks again (docs/decisions.md). */
export const CONSENT_MAX_AGE = 180 * 24 * 60 * 60;
/** The query parameter of the footer link that reopens the preferences. */
export const CONSENT_REOPEN_PARAM = 'cookie-preferences';

export const ALLOW_ALL: Consent = { analytics: true, marketing: true };
export const DENY_ALL: Consent = { analytics: false, marketing: false };

/**
 * The stored choice: `necessary` followed by the allowed purposes, joined by `.`. Anything else,
 * including a missing cookie, is "not chosen yet" (undefined), and the banner asks.
 * @example parseConsent('necessary.analytics') → { analytics: true, marketing: false }
 * @example parseConsent('analytics') === undefined
 */
export function parseConsent(value: string | null | undefined): Consent | undefined {
  const parts = (value ?? '').trim().split('.');
  if (parts[0] !== 'necessary') return undefined;
  const rest = parts.slice(1);
  if (rest.some((part) => !(CONSENT_PURPOSES as readonly string[]).includes(part))) return undefined;
  return { analytics: rest.includes('analytics'), marketing: rest.includes('marketing') };
}

/** @example formatConsent({ analytics: true, marketing: false }) === 'necessary.analytics' */
export function formatConsent(consent: Consent): string {
  return ['necessary', ...CONSENT_PURPOSES.filter((purpose) => consent[purpose])].join('.');
}

/**
 * The consent cookie as a Set-Cookie value (also usable for `document.cookie`): 180 days on the
 * microsite's own host (only the currency cookie lives on the parent domain, docs/security.md); Secure
 * over https (unknown scheme: development hosts count as http).
 * @example consentCookieHeader(ALLOW_ALL, 'www.example.com') === 'cookieConsent=necessary.analytics.marketing; Max-Age=15552000; Path=/; SameSite=Lax; Secure'
 */
export function consentCookieHeader(
  consent: Consent,
  host: string,
  https: boolean = !hostParts(host).isDevelopment,
): string {
  return serializeCookie(CONSENT_COOKIE_NAME, formatConsent(consent), { host, https }, CONSENT_MAX_AGE);
}

/**
 * The choice posted by the banner's form without JavaScript: `all`, `none`, or `custom` with the
 * ticked purposes. Anything else is refused (undefined).
 * @example consentFromForm('custom', ['analytics']) → { analytics: true, marketing: false }
 */
export function consentFromForm(choice: unknown, purposes: readonly unknown[]): Consent | undefined {
  if (choice === 'all') return ALLOW_ALL;
  if (choice === 'none') return DENY_ALL;
  if (choice !== 'custom') return undefined;
  return { analytics: purposes.includes('analytics'), marketing: purposes.includes('marketing') };
}

/**
 * Where to go back after saving: a same-site path only (the one decision, `normaliseSameSitePath`),
 * without the reopen parameter; anything else goes home.
 * @example safeReturnPath('/ar/hamilton/?cookie-preferences') === '/ar/hamilton/'
 * @example safeReturnPath('/x/..//evil.example/') === '/'
 */
export function safeReturnPath(value: unknown): string {
  const path = normaliseSameSitePath(value);
  if (!path) return '/';
  const url = new URL(path, 'http://storefront.invalid');
  url.searchParams.delete(CONSENT_REOPEN_PARAM);
  return `${url.pathname}${url.search}`;
}
