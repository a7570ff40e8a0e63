import { matchHost } from '../sites/matchHost';
import type { Site } from '../sites/site';

export interface SeoHost {
  site: Site;
  /** scheme://host[:port] the crawler used, as the pages' canonical and hreflang URLs use it. */
  origin: string;
  /** Domains of the other microsites (a uid under a longer domain belongs to that site). */
  otherDomains: string[];
}

/**
 * The microsite a robots.txt or sitemap request is for, and its origin (the Host header with the scheme,
 * https behind a proxy that says so, as the middleware builds it for pages); undefined for an unknown
 * host, the bare local index host or a malformed Host header.
 * @example seoHost(new Request('http://127.0.0.1/robots.txt', { headers: { host: 'colosseum.localhost:4412' } }), sites, 'localhost')?.origin === 'http://colosseum.localhost:4412'
 */
export function seoHost(request: Request, sites: readonly Site[], localSuffix: string): SeoHost | undefined {
  const header = request.headers.get('host');
  const match = matchHost(header, sites, localSuffix);
  if (match.kind !== 'site' || !header) return undefined;
  const scheme =
    request.headers.get('x-forwarded-proto') === 'https'
      ? 'https'
      : new URL(request.url).protocol.slice(0, -1);
  try {
    return {
      site: match.site,
      origin: new URL(`${scheme}://${header.trim()}`).origin,
      otherDomains: sites.filter((site) => site !== match.site).map((site) => site.domain),
    };
  } catch {
    return undefined;
  }
}
