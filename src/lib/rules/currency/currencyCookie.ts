import { cookieOptions, type CookieContext } from '../security/cookieOptions';

export const CURRENCY_COOKIE_NAME = 'currentCurrency';
/** One year, in seconds (spec 000 §9, 001 §9). */
export const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface CurrencyCookie {
  name: string;
  value: string;
  maxAge: number;
  path: '/';
  /** The registrable domain, so that the booking subdomain reads it too; absent (host-only) for localhost, IPs and public suffixes. */
  domain?: string;
  sameSite: 'Lax';
  secure: boolean;
}

/**
 * The currency cookie's attributes: one year, on the host's registrable domain (spec 000 §9: the
 * booking subdomain reads it), given by the context (`cookieContextFor` on the server, the page's
 * `cookieDomain` in the browser); host-only for localhost, IPs and public suffixes. Secure over https.
 * Attributes come from the shared cookie policy (src/lib/security/cookieOptions.ts).
 * @example currencyCookie('EUR', { host: 'www.example.com', https: true, domain: 'example.com' }).domain === 'example.com'
 */
export function currencyCookie(code: string, context: CookieContext): CurrencyCookie {
  const { domain, secure } = cookieOptions(CURRENCY_COOKIE_NAME, context);
  return {
    name: CURRENCY_COOKIE_NAME,
    value: code.trim().toUpperCase(),
    maxAge: CURRENCY_COOKIE_MAX_AGE,
    path: '/',
    ...(domain ? { domain } : {}),
    sameSite: 'Lax',
    secure,
  };
}

/**
 * The cookie as a Set-Cookie header value.
 * @example serializeCurrencyCookie(currencyCookie('EUR', { host: 'www.example.com', https: true, domain: 'example.com' })) === 'currentCurrency=EUR; Max-Age=31536000; Path=/; Domain=example.com; SameSite=Lax; Secure'
 */
export function serializeCurrencyCookie(cookie: CurrencyCookie): string {
  const parts = [
    `${cookie.name}=${encodeURIComponent(cookie.value)}`,
    `Max-Age=${cookie.maxAge}`,
    `Path=${cookie.path}`,
  ];
  if (cookie.domain) parts.push(`Domain=${cookie.domain}`);
  parts.push(`SameSite=${cookie.sameSite}`);
  if (cookie.secure) parts.push('Secure');
  return parts.join('; ');
}
