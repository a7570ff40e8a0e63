import type { MiddlewareHandler } from 'astro';
import { crossSiteRefusal } from './originCheck';
import { requestOrigin } from './requestHost';
import { withSecurityHeaders } from './securityHeaders';
import { withCspSourcesHeader } from './cspSources';

/** The plain answer to a malformed Host header: fixed text, the value is never reflected. */
function badHost(): Response {
  return withSecurityHeaders(
    new Response('Bad request: the Host header is not a valid host name.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    }),
    false,
  );
}

/**
 * The first middleware (docs/security.md): validates the Host header once (400 for userinfo, a bad
 * port or junk), fixes the visitor's scheme and origin in `locals.edge` (forwarded headers only through
 * a trusted proxy), refuses cross-site unsafe requests against that resolved origin (403, before any
 * route or page loads: `originCheck.ts`), and puts the security headers on every answer. An HTML
 * answer's CSP gets the configured image and media hosts (`contentSources`, read at start: one build
 * serves any deployment; docs/security.md).
 */
export function edgeMiddleware(
  trustedProxy: boolean,
  contentSources: Readonly<Record<string, readonly string[]>> = {},
): MiddlewareHandler {
  return async (context, next) => {
    const origin = requestOrigin(context.request, trustedProxy);
    if (!origin) return badHost();
    context.locals.edge = origin;
    const crossSite = crossSiteRefusal(context.request, origin.origin);
    if (crossSite) return withSecurityHeaders(crossSite, origin.https);
    return withCspSourcesHeader(withSecurityHeaders(await next(), origin.https), contentSources);
  };
}
