import type { LanguageCode } from '../i18n/languages';
import { buildPagePath } from '../rules/routing/pagePath';
import type { Route } from './route';

/** The path segment of the site search: `/search/`, `/fr/search/` (a page of code, no document). */
export const SEARCH_SEGMENT = 'search';

type PageRoute = Extract<Route, { kind: 'page' }>;

/**
 * Whether a route is the site search: `/search/` under a language the site is offered in (English
 * always); anything else is left to the content pages (and their 404).
 * @example isSearchRoute({ segments: ['search'], language: 'fr', site: { languages: ['en', 'fr'] } }) === true
 * @example isSearchRoute({ segments: ['search'], language: 'ja', site: { languages: ['en', 'fr'] } }) === false
 */
export function isSearchRoute(route: Pick<PageRoute, 'segments' | 'language' | 'site'>): boolean {
  return (
    route.segments.length === 1 &&
    route.segments[0] === SEARCH_SEGMENT &&
    (route.language === 'en' || route.site.languages.includes(route.language))
  );
}

/**
 * The path of the site search in a language.
 * @example searchPath('en') === '/search/'; searchPath('ar') === '/ar/search/'
 */
export const searchPath = (language: LanguageCode): string => buildPagePath(language, [SEARCH_SEGMENT]);
