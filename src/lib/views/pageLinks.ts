import { previewLinkResolver, type LinkResolver } from '../routing/linkResolver';

/**
 * Where a page's Link fields and rich-text links to documents lead: the request's resolver (this site's
 * documents → paths, other microsites' → their URLs; made once per request by the middleware,
 * `locals.links`). A context made without one (a loader's unit test, a tool) resolves this site's
 * documents only. The one place page loaders take a resolver from.
 * @example pageLinks({ site: { domain: 'paris-city-tickets.com' } })({ id: 'X', uid: 'paris-city-tickets.com.louvre-museum', type: 'microsite', lang: 'fr-fr' }) === '/fr/louvre-museum/'
 */
export function pageLinks(context: {
  links?: LinkResolver | undefined;
  site: { domain: string };
}): LinkResolver {
  return context.links ?? previewLinkResolver(context.site.domain);
}
