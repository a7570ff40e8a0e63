import { asLink, isFilled, type LinkField } from '@prismicio/client';

import type { LinkResolver } from '../rules/routing/documentLink';

export type { LinkResolver };

const LINK_TYPES = new Set(['Any', 'Web', 'Document', 'Media']);

/** A Link field as Prismic answers it, or undefined for anything else (a malformed value reads as empty). */
function linkField(value: unknown): LinkField | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const type = (value as { link_type?: unknown }).link_type;
  return typeof type === 'string' && LINK_TYPES.has(type) ? (value as LinkField) : undefined;
}

/**
 * The one reader of Link fields (and rich-text hyperlinks' data): the URL a Web or Media link holds, or
 * the path `resolve` gives a Document link (only it: a url the API attached to one is ignored); undefined when the field is empty, malformed or points to
 * a document without a page. Safety checks of the URL stay with the caller (same host, https…).
 * @example linkUrl({ link_type: 'Web', url: '/guided-tours/' }, resolve) === '/guided-tours/'
 * @example linkUrl({ link_type: 'Document', id: 'X', uid: 'paris-city-tickets.com.louvre-museum', type: 'microsite', lang: 'fr-fr' }, siteLinkResolver(…paris…)) === '/fr/louvre-museum/'
 */
export function linkUrl(value: unknown, resolve: LinkResolver): string | undefined {
  const field = linkField(value);
  if (!field || !isFilled.link(field)) return undefined;
  // A link to a document leads where the site's resolver says, never to a URL the API attached (a
  // repository's route resolver may name a path of another site): the resolver is the one authority.
  if (field.link_type === 'Document')
    return resolve(field as Parameters<LinkResolver>[0])?.trim() || undefined;
  const url = asLink(field);
  return url?.trim() || undefined;
}
