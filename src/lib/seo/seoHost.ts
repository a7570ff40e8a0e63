import { matchHost } from '../sites/matchHost';
import { requestOrigin } from '../security/requestHost';
import type { Site } from '../sites/site';

export interface SeoHost {
  site: Site;
  /** scheme://host[:port] the crawler used, as the pages' canonical and hreflang URLs use it. */
  origin: string;
  /** Domains of the other microsites (a uid under a longer domain belongs to that site). */
  otherDomains: string[];
}

/**
 * The microsite a robots.txt or sitemap request is for, and its origin (the validated Host header with the
 * connection's scheme, forwarded headers only behind a trusted proxy, as the edge middleware builds it
 * for pages); undefined for an unknown host, the bare local index host or a malformed Host header.
 * @example seoHost(new Request('http://127.0.0.1/robots.txt', { headers: { host: 'colosseum.localhost:4412' } }), sites, 'localhost')?.origin === 'http://colosseum.localhost:4412'
 */
export function seoHost(
  request: Request,
  sites: readonly Site[],
  localSuffix: string | null,
  trustedProxy = false,
): SeoHost | undefined {
  const edge = requestOrigin(request, trustedProxy);
  if (!edge?.host) return undefined;
  const match = matchHost(edge.host.host, sites, localSuffix);
  if (match.kind !== 'site') return undefined;
  return {
    site: match.site,
    origin: edge.origin,
    otherDomains: sites.filter((site) => site !== match.site).map((site) => site.domain),
  };
}
