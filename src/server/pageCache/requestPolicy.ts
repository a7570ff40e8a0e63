import { GROUP_FLASH_COOKIE } from '../../lib/forms/groupBooking/flash';
import { PREVIEW_COOKIE_NAME } from '../../lib/rules/preview/preview';

/**
 * What the page cache does with a request:
 * - `pass`: not its business (built assets, media, the local repository, posts): the server as before;
 * - `render`: rendered and compressed, never kept (the catalogue API, robots and sitemaps, previews,
 *   one-time form states, typed promo codes — each attempt must meet the rate limit —, injected faults);
 * - `cache`: looked up and kept by the key.
 */
export type RequestKind = 'pass' | 'render' | 'cache';

const PASS = /^\/(?:_astro\/|_image|media\/|_content\/|_server-islands\/|_actions\/)/;
const RENDER = /^\/(?:api\/|consent\/?$|robots\.txt$|sitemap[\w-]*\.xml$)/;
const FILE = /\.[A-Za-z0-9]{1,8}$/;
const MAX_URL = 2048;
const PROMO = /[?&]promo=[^&]/;

/**
 * @example requestKind('GET', '/en/colosseum/', undefined, false) === 'cache'
 * @example requestKind('GET', '/_astro/app.js', undefined, false) === 'pass'
 * @example requestKind('GET', '/', 'io.prismic.preview=x', false) === 'render'
 */
export function requestKind(
  method: string | undefined,
  path: string,
  cookie: string | undefined,
  faultHeader: boolean,
  search = '',
): RequestKind {
  if (method !== 'GET' && method !== 'HEAD') return 'pass';
  if (PASS.test(path)) return 'pass';
  if (RENDER.test(path)) return 'render';
  if (FILE.test(path)) return 'pass'; // files of dist/client (favicon, fonts)
  if (faultHeader || path.length + search.length > MAX_URL || PROMO.test(search)) return 'render';
  if (cookie && (hasCookie(cookie, PREVIEW_COOKIE_NAME) || hasCookie(cookie, GROUP_FLASH_COOKIE)))
    return 'render';
  return 'cache';
}

/** Whether a Cookie header carries a cookie of that name (any value). */
export function hasCookie(header: string, name: string): boolean {
  let at = header.indexOf(name);
  while (at >= 0) {
    const before = at === 0 ? ';' : header.slice(0, at).trimEnd().at(-1);
    if (
      (before === ';' || before === undefined || at === 0) &&
      header
        .slice(at + name.length)
        .trimStart()
        .startsWith('=')
    )
      return true;
    at = header.indexOf(name, at + 1);
  }
  return false;
}
