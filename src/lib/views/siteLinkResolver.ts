import type { LinkResolver } from '../content/links';
import { previewLinkResolver } from '../rules/preview/preview';

/**
 * The link resolver of a site's pages: where a Document link (or a rich-text link to a document) of the
 * site's content leads. The one place page loaders take it from; for now the preview's resolver (the
 * document's uid under the site's domain, in its language).
 * @example siteLinkResolver('paris-city-tickets.com')({ id: 'X', uid: 'paris-city-tickets.com.louvre-museum', type: 'microsite', lang: 'fr-fr' }) === '/fr/louvre-museum/'
 */
export function siteLinkResolver(domain: string): LinkResolver {
  return previewLinkResolver(domain);
}
