/** Methods that change nothing: never checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The content types a cross-site HTML form (or a "simple" fetch) can send without a CORS preflight. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

export interface OriginFacts {
  method: string;
  origin: string | null;
  secFetchSite: string | null;
  contentType: string | null;
}

/** `scheme://host[:port]` with the default port and one trailing dot of the name dropped, as the edge's host. */
const originOf = (value: string): string | undefined => {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    const port = url.port ? `:${url.port}` : '';
    return `${url.protocol}//${url.hostname.replace(/\.$/, '')}${port}`;
  } catch {
    return undefined;
  }
};

/**
 * The CSRF rule for every unsafe request (every form, JSON bodies included), checked against the
 * visitor's **resolved** origin (`locals.edge.origin`: the Host and the connection's scheme, or the
 * trusted proxy's X-Forwarded-Host/-Proto), never against the URL the server sees inside the proxy:
 * - an `Origin` header must be that origin (default ports and a trailing dot folded; `null` and junk are
 *   cross-site);
 * - without `Origin`, `Sec-Fetch-Site: cross-site/same-site` is cross-site, and so is a form-typed body
 *   (every browser sends `Origin` with a form POST: only a forged or very old client does not);
 * - a body of another type without `Origin` passes (webhooks, curl; they carry secrets of their own).
 * @example isCrossSite({ method: 'POST', origin: 'https://a.example', secFetchSite: null, contentType: 'application/x-www-form-urlencoded' }, 'https://a.example') === false
 * @example isCrossSite({ method: 'POST', origin: 'http://a.example', secFetchSite: null, contentType: null }, 'https://a.example') === true
 */
export function isCrossSite(facts: OriginFacts, siteOrigin: string): boolean {
  if (SAFE_METHODS.has(facts.method.toUpperCase())) return false;
  if (facts.origin !== null) {
    const origin = originOf(facts.origin);
    return origin === undefined || origin !== originOf(siteOrigin);
  }
  const site = facts.secFetchSite?.toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return true;
  const type = (facts.contentType ?? '').toLowerCase();
  return FORM_TYPES.some((form) => type.includes(form));
}

/**
 * A plain 403 for a cross-site request (the input is never reflected), or undefined when it may go on.
 * Called once for every request by the edge middleware, before any route or page is loaded; Astro's own
 * `security.checkOrigin` is off (it compares with the URL inside the proxy: docs/decisions.md).
 */
export function crossSiteRefusal(request: Request, siteOrigin: string): Response | undefined {
  const facts: OriginFacts = {
    method: request.method,
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
    contentType: request.headers.get('content-type'),
  };
  if (!isCrossSite(facts, siteOrigin)) return undefined;
  return new Response('Cross-site form submissions are forbidden.', {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
