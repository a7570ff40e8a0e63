import { fromPrismicLocale, type LanguageCode } from '../i18n/languages';
import { buildPagePath } from '../rules/routing/pagePath';
import type { SitePage } from './siteNavigation';

/** The document types the header's navigation can be completed from (views/siteNavigation). */
export const NAV_PAGE_TYPES = ['showpage', 'microsite'] as const;

/** What the navigation reads of a page document. */
export interface NavPageDocument {
  type: string;
  uid: string | null;
  lang: string;
  data: Record<string, unknown>;
}

const titleOf = (data: Record<string, unknown>): string | undefined => {
  const title = data['title'];
  const first: unknown = Array.isArray(title) ? title[0] : title;
  const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' && text.trim() ? text.trim() : undefined;
};

/**
 * The show pages and top-level landing pages one site has in one language (uids `<domain>.<slug>`; the
 * home page, deeper paths and untitled documents are left out), linked with the language prefix.
 * @example navPagesOf([{ type: 'showpage', uid: 'x.com.wicked', lang: 'fr-fr', data: { title: 'Wicked' } }], 'x.com', 'fr')
 *   → [{ kind: 'show', label: 'Wicked', href: '/fr/wicked/' }]
 */
export function navPagesOf(
  documents: readonly NavPageDocument[],
  domain: string,
  language: LanguageCode,
): SitePage[] {
  return documents.flatMap((document): SitePage[] => {
    const slug = document.uid?.startsWith(`${domain}.`) ? document.uid.slice(domain.length + 1) : undefined;
    const label = titleOf(document.data);
    if (!slug || slug.includes('.') || !label || fromPrismicLocale(document.lang) !== language) return [];
    const kind =
      document.type === 'showpage' ? 'show' : document.type === 'microsite' ? 'landing' : undefined;
    return kind ? [{ kind, label, href: buildPagePath(language, [slug]) }] : [];
  });
}
