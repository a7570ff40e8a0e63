import { asLink, isFilled, type LinkField } from '@prismicio/client';

/** Where a Prismic document is shown on its site; null when it has no page (the link is then dropped). */
export type LinkResolver = (document: {
  id: string;
  uid?: string | null | undefined;
  type: string;
  lang: string;
}) => string | null;

const LINK_TYPES = new Set(['Any', 'Web', 'Document', 'Media']);

/** A Link field as Prismic answers it, or undefined for anything else (a malformed value reads as empty). */
function linkField(value: unknown): LinkField | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const type = (value as { link_type?: unknown }).link_type;
  return typeof type === 'string' && LINK_TYPES.has(type) ? (value as LinkField) : undefined;
}

/**
 * The one reader of Link fields (and rich-text hyperlinks' data): the URL a Web or Media link holds, or
 * the path `resolve` gives a Document link; undefined when the field is empty, malformed or points to
 * a document without a page. Safety checks of the URL stay with the caller (same host, https…).
 * @example linkUrl({ link_type: 'Web', url: '/guided-tours/' }, resolve) === '/guided-tours/'
 * @example linkUrl({ link_type: 'Document', id: 'X', uid: 'paris-city-tickets.com.louvre-museum', type: 'microsite', lang: 'fr-fr' }, previewLinkResolver('paris-city-tickets.com')) === '/fr/louvre-museum/'
 */
export function linkUrl(value: unknown, resolve: LinkResolver): string | undefined {
  const field = linkField(value);
  if (!field || !isFilled.link(field)) return undefined;
  const url = asLink(field, { linkResolver: resolve });
  return url?.trim() || undefined;
}
