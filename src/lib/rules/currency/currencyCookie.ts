import { hostParts } from '../booking/parentDomain';
import { cookieOptions } from '../../security/cookieOptions';

export const CURRENCY_COOKIE_NAME = 'currentCurrency';
/** One year, in seconds (spec 000 §9, 001 §9). */
export const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface CurrencyCookie {
  name: string;
  value: string;
  maxAge: number;
  path: '/';
  /** The parent domain, so that the booking subdomain reads it too; absent (host-only) for localhost and IPs. */
  domain?: string;
  sameSite: 'Lax';
  secure: boolean;
}

/**
 * The currency cookie's attributes: one year, on the parent domain of the host (spec 000 §9). Browsers
 * refuse Domain=localhost and IP domains, so those get a host-only cookie. Secure over https; when the
 * caller does not know the scheme, development hosts count as http and every other host as https.
 * Attributes come from the shared cookie policy (src/lib/security/cookieOptions.ts).
 * @example currencyCookie('EUR', 'www.example.com').domain === 'example.com'
 */
export function currencyCookie(
  code: string,
  host: string,
  https: boolean = !hostParts(host).isDevelopment,
): CurrencyCookie {
  const { domain, secure } = cookieOptions(CURRENCY_COOKIE_NAME, { host, https });
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
 * @example serializeCurrencyCookie(currencyCookie('EUR', 'www.example.com')) === 'currentCurrency=EUR; Max-Age=31536000; Path=/; Domain=example.com; SameSite=Lax; Secure'
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
