/**
 * The one decision on where a user- or CMS-provided same-site target may send a visitor (issue 20 §5):
 * Location headers of redirects and forms, and root-relative links. The value is normalised first and
 * checked after, because a check before normalisation is what let `/x/..//evil.com` out as
 * `//evil.com` (a protocol-relative URL to another host).
 */

/** Longer targets are refused (no page of the storefront has such a path). */
const MAX_LENGTH = 2048;
/** The dummy origin dot segments are resolved against; any other origin afterwards means another host. */
const SAME_ORIGIN = 'https://same-origin.invalid';
/**
 * Control characters and whitespace anywhere: the URL parser silently drops tabs and line breaks
 * (`/\t/evil.com` would become `//evil.com`), so they are refused rather than normalised.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\s]/u;
/** The escapes that can hide a dot segment or a slash: `%2e`, `%2f`, `%5c`, in either case. */
const HIDDEN_SEPARATOR = /%(2e|2f|5c)/giu;

const decodeSeparator = (escape: string): string =>
  ({ '%2e': '.', '%2f': '/', '%5c': '\\' })[escape.toLowerCase()] ?? escape;

/**
 * A same-site path, normalised: the path's `%2e`/`%2f`/`%5c` decoded and its backslashes made slashes
 * (as browsers read them), dot segments resolved by the WHATWG URL parser; then it must still be on the
 * same origin and path-absolute (one leading `/`, never `//`). Answers the path and query (and the
 * fragment with `hash`), serialised by the URL parser, or undefined when refused. The query is left as
 * it is: it cannot change where the browser goes.
 * @example normaliseSameSitePath('/a/%2e%2e/b/?c=1') === '/b/?c=1'
 * @example normaliseSameSitePath('/x/..//evil.com') === undefined
 */
export function normaliseSameSitePath(value: unknown, options: { hash?: boolean } = {}): string | undefined {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return undefined;
  if (CONTROL_OR_SPACE.test(value)) return undefined;
  const pathEnd = value.search(/[?#]/u);
  const [path, rest] = pathEnd < 0 ? [value, ''] : [value.slice(0, pathEnd), value.slice(pathEnd)];
  const decoded = path.replace(HIDDEN_SEPARATOR, decodeSeparator).replaceAll('\\', '/');
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(`${decoded}${rest}`, SAME_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== SAME_ORIGIN || !url.pathname.startsWith('/') || url.pathname.startsWith('//'))
    return undefined;
  return `${url.pathname}${url.search}${options.hash ? url.hash : ''}`;
}

/**
 * Where to send the visitor back to: the normalised same-site path and query of `value`, or `fallback`
 * (the home page unless given) for anything else: another host in any disguise, a scheme, control
 * characters or whitespace, a non-string.
 * @example safeRedirect('/fr/louvre-museum/?a=1') === '/fr/louvre-museum/?a=1'
 * @example safeRedirect('/x/..//evil.com') === '/'
 * @example safeRedirect('https://evil.com', '/fr/') === '/fr/'
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  return normaliseSameSitePath(value) ?? fallback;
}
