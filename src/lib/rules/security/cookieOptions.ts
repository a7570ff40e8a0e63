import { hostParts } from '../booking/hostParts';

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
  /**
   * The registrable domain of `host` by the public suffix list (`cookieContextFor` on the server; the
   * page hands it to scripts), the only Domain a parent-scoped cookie may get. Absent: host-only.
   */
  domain?: string | undefined;
}

/** Whether `domain` is the host's own name or a parent of it (a stale or foreign value never is). */
function coversHost(domain: string, host: string): boolean {
  const { hostname } = hostParts(host);
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

export interface CookieOptions {
  path: '/';
  /** The registrable domain (public suffix list); absent (host-only) for host-scoped cookies, `localhost`, IPs and public suffixes. */
  domain?: string;
  sameSite: 'Lax';
  secure: boolean;
  httpOnly: boolean;
  maxAge?: number;
}

/**
 * The attributes of one of the storefront's cookies for a request: Path=/, SameSite=Lax, Secure over
 * https, HttpOnly when no script reads it, Domain only for the currency cookie on a registrable domain.
 * @example cookieOptions('currentCurrency', { host: 'www.example.com', https: true, domain: 'example.com' }) → { path: '/', domain: 'example.com', sameSite: 'Lax', secure: true, httpOnly: false }
 */
export function cookieOptions(name: CookieName, context: CookieContext, maxAge?: number): CookieOptions {
  const policy = COOKIE_POLICIES[name];
  // Host-only where there is no registrable domain (IPs, localhost, a public suffix itself).
  const domain = policy.scope === 'parent' ? context.domain : undefined;
  return {
    path: '/',
    ...(domain && coversHost(domain, context.host) ? { domain } : {}),
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
