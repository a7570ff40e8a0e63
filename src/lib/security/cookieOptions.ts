import { hostParts, parentDomain } from '../rules/booking/parentDomain';

/**
 * Every cookie the storefront sets, with where it lives and whether a script may read it. Only the
 * currency cookie goes on the parent domain (spec 000 §9: the booking subdomain reads it); the others
 * stay on the microsite's own host. HttpOnly wherever no island or page script reads the cookie.
 */
export const COOKIE_POLICIES = {
  /** Written by the currency switcher island (document.cookie); read by the booking subdomain. */
  currentCurrency: { scope: 'parent', httpOnly: false },
  /** Read and written by the consent banner island and the shell's analytics loader. */
  cookieConsent: { scope: 'host', httpOnly: false },
  /** Experiment bucketing: read by the server only. */
  sandboxId: { scope: 'host', httpOnly: true },
  /** A stored `experimentOverride`: read by the server only. */
  experimentOverride: { scope: 'host', httpOnly: true },
  /**
   * The tracking and ad-click identifiers of the landing URL (`utm_*`, `gclid`…): kept out of every
   * cacheable page and handed to the booking subdomain, which reads it (issue 20 §1, docs/security.md).
   */
  attribution: { scope: 'parent', httpOnly: true },
} as const satisfies Record<string, { scope: 'parent' | 'host'; httpOnly: boolean }>;

export type CookieName = keyof typeof COOKIE_POLICIES;

export interface CookieContext {
  /** The validated Host (name and port) the answer goes to. */
  host: string;
  /** The visitor's connection is https (directly or through a trusted proxy). */
  https: boolean;
}

export interface CookieOptions {
  path: '/';
  /** The parent domain; absent (host-only) for host-scoped cookies, `localhost` and IP addresses. */
  domain?: string;
  sameSite: 'Lax';
  secure: boolean;
  httpOnly: boolean;
  maxAge?: number;
}

/**
 * The attributes of one of the storefront's cookies for a request: Path=/, SameSite=Lax, Secure over
 * https, HttpOnly when no script reads it, Domain only for the currency cookie on a real domain.
 * @example cookieOptions('currentCurrency', { host: 'www.example.com', https: true }) → { path: '/', domain: 'example.com', sameSite: 'Lax', secure: true, httpOnly: false }
 */
export function cookieOptions(name: CookieName, context: CookieContext, maxAge?: number): CookieOptions {
  const policy = COOKIE_POLICIES[name];
  const onParent = policy.scope === 'parent' && !hostParts(context.host).isLocal;
  return {
    path: '/',
    ...(onParent ? { domain: parentDomain(context.host) } : {}),
    sameSite: 'Lax',
    secure: context.https,
    httpOnly: policy.httpOnly,
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}

/**
 * A Set-Cookie header value (also usable for `document.cookie` when the cookie is not HttpOnly); the
 * value is URI-encoded, so `;` or a line break in it cannot add attributes or headers.
 * @example serializeCookie('sandboxId', 'abc', { host: 'colosseum.localhost:4321', https: false }, 60) === 'sandboxId=abc; Max-Age=60; Path=/; SameSite=Lax; HttpOnly'
 */
export function serializeCookie(
  name: CookieName,
  value: string,
  context: CookieContext,
  maxAge?: number,
): string {
  const options = cookieOptions(name, context, maxAge);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  parts.push(`Path=${options.path}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  parts.push(`SameSite=${options.sameSite}`);
  if (options.secure) parts.push('Secure');
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}
