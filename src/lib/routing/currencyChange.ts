import { safeRedirect } from '../rules/safeRedirect';
import { isCurrencyCode, type CurrencyCode } from '../rules/pricing/currencies';

export const CURRENCY_PARAM = 'currency';

export interface CurrencyChange {
  /** The same URL without the `currency` parameter (path and other parameters kept, in order). */
  location: string;
  /** The chosen currency when it is valid and offered; undefined changes nothing. */
  code?: CurrencyCode;
}

/**
 * A visitor changes currency without JavaScript by following `?currency=XXX` (issue 7 §3): the answer
 * is a 303 to the same URL without the parameter, setting the cookie only for a known currency that
 * the catalogue offers. Undefined when the URL has no `currency` parameter.
 * @example currencyChange(new URL('http://a.test/x/?currency=eur&page=2'), ['EUR'])
 *   → { location: '/x/?page=2', code: 'EUR' }
 */
export function currencyChange(
  url: URL,
  available: readonly string[] | undefined,
): CurrencyChange | undefined {
  if (!url.searchParams.has(CURRENCY_PARAM)) return undefined;
  const values = url.searchParams.getAll(CURRENCY_PARAM);
  const rest = new URLSearchParams(url.searchParams);
  rest.delete(CURRENCY_PARAM);
  const query = rest.toString();
  // The request's own path, still checked: `//evil.example/` must not become a Location to that host.
  const location = safeRedirect(`${url.pathname}${query ? `?${query}` : ''}`);
  const candidate = values.length === 1 ? (values[0] ?? '').trim().toUpperCase() : '';
  const valid = isCurrencyCode(candidate) && (!available || available.includes(candidate));
  return valid ? { location, code: candidate } : { location };
}
