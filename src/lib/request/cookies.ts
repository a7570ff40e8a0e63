import { parseCookie } from 'cookie';

const decode = (value: string): string | undefined => {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/** Longest Cookie header read (a browser sends at most ~8 kB; anything longer is not a browser's). */
const MAX_COOKIE_HEADER = 16 * 1024;

/**
 * The one cookie parser of the storefront (issue 20 §1): the `cookie` package's, with one rule —
 * the **first** occurrence of a name wins (as RFC 6265 orders them: the most specific path first), and
 * values are percent-decoded; a value that cannot be decoded is dropped (the storefront encodes every
 * value it writes, so such a value was never ours). Every reader of a request's cookies (the request
 * context, the browser's stores) goes through here.
 * @example readCookies('a=1; a=2; b=x%2Ey').get('a') === '1'
 * @example readCookies('b=x%2Ey').get('b') === 'x.y'
 */
export function readCookies(header: string | null | undefined): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  if (!header || header.length > MAX_COOKIE_HEADER) return cookies;
  const parsed = parseCookie(header, { decode });
  for (const [name, value] of Object.entries(parsed)) if (value !== undefined) cookies.set(name, value);
  return cookies;
}
