import { DEFAULT_LANGUAGE, fromPrismicLocale } from '../../i18n/languages';
import { buildPagePath, isPageSegment, segmentsOfUid } from './pagePath';

/**
 * A link to a Prismic document as rich text, Link fields and the preview hand it over
 * (`FilledContentRelationshipField`): the storefront reads its uid (the page identity, with dots:
 * `paris-city-tickets.com.louvre-museum`), its locale and whether it is broken.
 */
export interface DocumentLink {
  id?: string | undefined;
  uid?: string | null | undefined;
  type?: string | undefined;
  lang?: string | undefined;
  tags?: readonly string[] | undefined;
  isBroken?: boolean | undefined;
}

/**
 * Prismic's link resolver contract (rich text's `asHTML`, `asLink` of Link fields, `resolvePreviewURL`),
 * with a `key` naming what its answers depend on (the page's site, the visitor's origin, the registry):
 * HTML derived from a kept content answer is remembered per key (`src/lib/content/richText.ts`). The
 * storefront's one is `siteLinkResolver` (`src/lib/routing/linkResolver.ts`).
 */
export type LinkResolver = ((link: DocumentLink) => string | null) & { readonly key: string };

/** The page a document link names: the site it is on (its domain) and its path there. */
export interface DocumentPage {
  domain: string;
  path: string;
}

/**
 * The site of a uid among some domains: the longest domain the uid is or lies below, so that a uid of
 * `tickets.com.au` never counts as a page `au/…` of `tickets.com`.
 * @example domainOfUid('tickets.com.au.opera', ['tickets.com', 'tickets.com.au']) === 'tickets.com.au'
 */
export function domainOfUid(uid: string, domains: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const domain of domains)
    if ((uid === domain || uid.startsWith(`${domain}.`)) && domain.length > (best?.length ?? 0))
      best = domain;
  return best;
}

/**
 * The page a document link names among the sites of `domains` (spec 000 §2: the uid is the site's
 * domain, then the path segments joined with dots; the language prefix from the document's locale,
 * none for English, English for a locale the storefront does not know). Undefined for a broken link,
 * a document without a uid, a uid of no listed site, or segments no page path can hold.
 * @example documentPage({ uid: 'paris-city-tickets.com.louvre-museum', lang: 'fr-fr' }, ['paris-city-tickets.com']) → { domain: 'paris-city-tickets.com', path: '/fr/louvre-museum/' }
 * @example documentPage({ uid: 'paris-city-tickets.com', lang: 'en-us', isBroken: true }, ['paris-city-tickets.com']) === undefined
 */
export function documentPage(link: DocumentLink, domains: readonly string[]): DocumentPage | undefined {
  if (link.isBroken === true || typeof link.uid !== 'string' || link.uid === '') return undefined;
  const domain = domainOfUid(link.uid, domains);
  const segments = domain === undefined ? undefined : segmentsOfUid(link.uid, domain);
  // Segments a request path could not name (capitals, slashes, empty parts) make no link.
  if (domain === undefined || !segments?.every(isPageSegment)) return undefined;
  const language = (link.lang && fromPrismicLocale(link.lang)) || DEFAULT_LANGUAGE;
  return { domain, path: buildPagePath(language, segments) };
}
