import { getLanguage, LANGUAGE_CODES, type LanguageCode } from '../../i18n/languages';
import { PAGE_QUERY_PARAMS } from '../request/queryParams';
import { buildPagePath } from '../routing/pagePath';

/** A page in one of its languages, as the content tells it (`content/alternates.ts`). */
export interface PageAlternate {
  code: LanguageCode;
  hreflang: string;
  href: string;
  current: boolean;
}

/**
 * The page parameters a language switch keeps (filters, sorting, paging, a transfer search): every
 * page parameter but the one-off outcomes and codes (`subscribed`, `group`, `promo`,
 * `cookie-preferences`) and the bots' `overrideLazyLoad`.
 */
const NOT_KEPT = new Set(['subscribed', 'group', 'promo', 'cookie-preferences', 'overrideLazyLoad']);
export const KEPT_QUERY_PARAMS: readonly string[] = [...PAGE_QUERY_PARAMS].filter(
  (name) => !NOT_KEPT.has(name),
);

/**
 * The language switcher's links (issue 21 §4): one per language of the site, in the language table's
 * order: the page's own translation (from its alternates) with the kept page parameters of the current
 * URL, else that language's home page. Hreflang stays with the real translations (`pageAlternates`).
 * @example languageLinks([en, fr], ['en', 'fr', 'ar'], new URLSearchParams('page=2&promo=X'))
 *   → en `…/reviews/?page=2`, fr `…/fr/reviews/?page=2`, ar `…/ar/` (no Arabic translation)
 */
export function languageLinks(
  alternates: readonly PageAlternate[],
  siteLanguages: readonly LanguageCode[],
  query: URLSearchParams,
): PageAlternate[] {
  const kept = new URLSearchParams();
  for (const [name, value] of query) if (KEPT_QUERY_PARAMS.includes(name)) kept.append(name, value);
  const search = kept.size > 0 ? `?${kept.toString()}` : '';
  const codes = LANGUAGE_CODES.filter(
    (code) => siteLanguages.includes(code) || alternates.some((alternate) => alternate.code === code),
  );
  // Absolute on the page's origin, as its alternates are.
  const origin = alternates[0] ? new URL(alternates[0].href).origin : undefined;
  const absolute = (path: string) => (origin ? new URL(path, origin).toString() : path);
  return codes.map((code): PageAlternate => {
    const alternate = alternates.find((entry) => entry.code === code);
    if (alternate) return { ...alternate, href: absolute(`${new URL(alternate.href).pathname}${search}`) };
    return {
      code,
      hreflang: getLanguage(code).bcp47,
      href: absolute(buildPagePath(code, [])),
      current: false,
    };
  });
}
