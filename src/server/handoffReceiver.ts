import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCookies } from '../lib/request/cookies';
import { ATTRIBUTION_COOKIE_NAME } from '../lib/request/visitorCookies';
import {
  attributionIdentifiers,
  demoBookingSiteHost,
  parseHandoffRequest,
} from '../lib/rules/booking/handoffRequest';
import { matchHost } from '../lib/sites/matchHost';
import type { Site } from '../lib/sites/site';
import { HANDOFF_CSP, renderHandoffPage, renderHandoffProblem } from './handoffPage';
import { logger } from '../lib/log/logger';

const log = logger('handoff');

/** The currency cookie the switcher writes on the parent domain (spec 000 §9). */
const CURRENCY_COOKIE = 'currentCurrency';

export interface HandoffProduct {
  name: string;
  variants: readonly { id: number; name: string | null }[];
}

export interface HandoffSources {
  /** The demo host suffix (`localhost`); null: the receiver is off (DEMO_HOSTS=off, HANDOFF_RECEIVER=off). */
  suffix: string | null;
  sites: () => Promise<readonly Site[]>;
  /** The product in English; undefined when the catalogue has none or fails (the page shows the id). */
  product: (tgid: number) => Promise<HandoffProduct | undefined>;
  /** The site's page of the product (`/hamilton/`), when it has one. */
  productPath: (site: Site, tgid: number) => Promise<string | undefined>;
}

function send(res: ServerResponse, status: number, html: string, method: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': HANDOFF_CSP,
  });
  res.end(method === 'HEAD' ? undefined : html);
}

async function answer(
  sources: HandoffSources,
  req: IncomingMessage,
  res: ServerResponse,
  site: Site,
  siteOrigin: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  const home = `${siteOrigin}/`;
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed');
    return;
  }
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const request = parseHandoffRequest(q < 0 ? url : url.slice(0, q), q < 0 ? '' : url.slice(q));
  if (!request) {
    const message = 'This address is not a booking link: a booking link reads /book/{product id}/.';
    return send(res, 404, renderHandoffProblem(site.name, home, message), method);
  }
  const [product, path] = await Promise.all([
    sources.product(request.tgid).catch((error: unknown) => {
      log.error({ err: error }, `product ${request.tgid} lookup failed`);
      return undefined;
    }),
    sources.productPath(site, request.tgid).catch(() => undefined),
  ]);
  const cookies = readCookies(req.headers.cookie);
  const cookieCurrency = cookies.get(CURRENCY_COOKIE);
  const currency = request.currencyCode
    ? { code: request.currencyCode, from: 'link' as const }
    : cookieCurrency && /^[A-Z]{3}$/.test(cookieCurrency)
      ? { code: cookieCurrency, from: 'cookie' as const }
      : undefined;
  const variantName = product?.variants.find((variant) => variant.id === request.variantId)?.name;
  const html = renderHandoffPage({
    siteName: site.name,
    siteHome: home,
    request,
    product: product
      ? {
          name: product.name,
          href: path ? `${siteOrigin}${path}` : undefined,
          variantName: variantName ?? undefined,
        }
      : undefined,
    currency,
    attribution: attributionIdentifiers(cookies.get(ATTRIBUTION_COOKIE_NAME)),
  });
  send(res, 200, html, method);
}

/**
 * The demo's booking hand-off receiver (issue 21 §2): on `book.<alias>.<suffix>` of a demo site it
 * shows what a Book link handed over (product, flow step, date, time, variant, guests, currency,
 * coupon, attribution) and the way back; never on a real domain. Returns a handler that answers the
 * request, or calls `next` for every other host (an unknown site then gets "Site not found" as before).
 * @example createHandoffReceiver(sources)(req, res, 'book.broadway.localhost:4321', false, next)
 */
export function createHandoffReceiver(sources: HandoffSources) {
  return (
    req: IncomingMessage,
    res: ServerResponse,
    host: string,
    https: boolean,
    next: () => void,
  ): void => {
    const colon = host.lastIndexOf(':');
    const hasPort = colon > 0 && !host.endsWith(']');
    const hostname = hasPort ? host.slice(0, colon) : host;
    const siteHost = demoBookingSiteHost(hostname, sources.suffix);
    if (siteHost === undefined) return next();
    void sources
      .sites()
      .then((sites) => {
        const match = matchHost(siteHost, sites, sources.suffix);
        if (match.kind !== 'site') return next();
        const origin = `${https ? 'https' : 'http'}://${siteHost}${hasPort ? host.slice(colon) : ''}`;
        return answer(sources, req, res, match.site, origin);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'answering failed');
        if (!res.headersSent) {
          res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30' });
          res.end('The booking demo could not answer just now.');
        }
      });
  };
}
