import { CURRENCY_PARAM } from '../../lib/routing/currencyChange';
import { PROMO_PARAM } from '../../lib/rules/promo/promoInput';
import { SEARCH_PARAM } from '../../lib/rules/search/searchQuery';
import type { RequestContext } from '../../lib/request/requestContext';

/**
 * What the page cache does with a request:
 * - `pass`: not its business (built assets, media, posts): the server as before;
 * - `render`: rendered and compressed, never kept (the catalogue API, robots and sitemaps, previews,
 *   one-time form states, typed promo codes — each attempt must meet the rate limit —, a currency
 *   change (303 with its cookie), a site search's results (`?q=`: every query would be an entry of its
 *   own; docs/decisions.md), injected faults);
 * - `cache`: looked up and kept by the key of the request context.
 */
export type RequestKind = 'pass' | 'render' | 'cache';

const PASS = /^\/(?:_astro\/|_image|media\/|_content\/|_server-islands\/|_actions\/)/;
const RENDER = /^\/(?:api\/|consent\/?$|robots\.txt$|sitemap[\w-]*\.xml$)/;
const FILE = /\.[A-Za-z0-9]{1,8}$/;
const MAX_URL = 2048;
const ONE_OFF = new RegExp(`[?&](?:${PROMO_PARAM}|${CURRENCY_PARAM}|${SEARCH_PARAM})=[^&]`);

/**
 * @example requestKind('GET', '/en/colosseum/', '', context) === 'cache'
 * @example requestKind('GET', '/_astro/app.js', '', context) === 'pass'
 */
export function requestKind(
  method: string | undefined,
  path: string,
  search: string,
  context: Pick<RequestContext, 'visitor'>,
): RequestKind {
  if (method !== 'GET' && method !== 'HEAD') return 'pass';
  if (PASS.test(path)) return 'pass';
  if (RENDER.test(path)) return 'render';
  if (FILE.test(path)) return 'pass'; // files of dist/client (favicon, fonts)
  const { visitor } = context;
  if (visitor.fault !== undefined || path.length + search.length > MAX_URL || ONE_OFF.test(search))
    return 'render';
  if (visitor.previewCookie !== undefined || visitor.groupFlash !== undefined) return 'render';
  return 'cache';
}
