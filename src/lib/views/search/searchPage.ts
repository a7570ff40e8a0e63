import { getLanguage, type LanguageCode } from '../../i18n/languages';
import type { PageAlternate } from '../../content/alternates';
import { searchPath } from '../../routing/searchRoute';
import type { Route } from '../../routing/route';
import { searchQuery, type SearchQuery } from '../../rules/search/searchQuery';
import { siteText } from '../../sites/site';
import type { AppStateSnapshot } from '../../stores/app';
import { documentlessAppState } from '../appStateFor';
import { breadcrumbTrail } from '../breadcrumbs';
import { buildCards, type CardView } from '../../cards/buildCards';
import { showPageUids } from '../../cards/showPageLookup';
import type { PageBase } from '../pageBase';
import { answerParams, type PageContext } from '../../request/pageContext';
import { searchContentPages, type PageHit } from './contentSearch';
import { logger } from '../../log/logger';

const log = logger('search');

/** Products one search shows at most. */
export const PRODUCT_HITS_MAX = 12;

/** A part of the results: found, or `failed` when its service could not answer (the other part shows). */
export type SearchPart<T> = { state: 'ok'; items: T[] } | { state: 'failed'; items: [] };

export interface SearchPageView {
  kind: 'search';
  base: PageBase;
  /** The visitor's search, normalised; undefined before a search (the form alone). */
  query: SearchQuery | undefined;
  /** The form's action: this language's `/search/`. */
  action: string;
  pages: SearchPart<PageHit>;
  products: SearchPart<CardView>;
}

type PageRoute = Extract<Route, { kind: 'page' }>;

/** What the layout needs of the search page: title, canonical, alternates and the islands' state. */
export interface SearchShell {
  title: string;
  canonical: string;
  alternates: PageAlternate[];
  appState: AppStateSnapshot;
}

/**
 * The search page's head: "Search | Site", the canonical being the language's `/search/` without the
 * query (result pages are `noindex`), alternates in the site's languages.
 * @example searchShell(route /fr/search/, context).canonical === 'http://paris.localhost:4321/fr/search/'
 */
export function searchShell(
  route: PageRoute,
  context: { origin: string; title: string; isBot: boolean; isDev: boolean; lazyLoadOverride: boolean },
): SearchShell {
  const siteName = siteText(route.site, route.language).name;
  const title = `${context.title} | ${siteName}`;
  const languages: LanguageCode[] = route.site.languages.includes('en')
    ? route.site.languages
    : ['en', ...route.site.languages];
  return {
    title,
    canonical: new URL(searchPath(route.language), context.origin).toString(),
    alternates: languages.map((code) => ({
      code,
      hreflang: getLanguage(code).bcp47,
      href: new URL(searchPath(code), context.origin).toString(),
      current: code === route.language,
    })),
    appState: documentlessAppState(route, context, { title, siteName }),
  };
}

/**
 * The site search (issue 21 §4): the query of `?q=` (normalised, ≤ 100 characters), the site's content
 * pages in the page's language that have its words, and the products of the site's city (every city on
 * a global site) whose names have them, as cards linking to the site's show pages. Each part degrades
 * on its own when its service fails.
 * @example (await loadSearchPage(new URL('http://x/search/?q=wicked'), context)).products.items[0].card.title === 'Wicked'
 */
export async function loadSearchPage(url: URL, context: PageContext): Promise<SearchPageView> {
  const query = searchQuery(url.searchParams);
  const title = context.t('search.title');
  const base: PageBase = {
    titleField: undefined,
    title,
    body: undefined,
    slices: [],
    breadcrumbs: breadcrumbTrail({
      origin: context.origin,
      language: context.language,
      segments: ['search'],
      homeName: context.t('shell.home'),
      title,
      ancestorTitles: [],
    }),
  };
  const view = { kind: 'search' as const, base, query, action: searchPath(context.language) };
  if (!query) return { ...view, pages: { state: 'ok', items: [] }, products: { state: 'ok', items: [] } };
  const [pages, products] = await Promise.all([
    searchPages(query.text, context),
    searchProducts(query.text, context),
  ]);
  return { ...view, pages, products };
}

async function searchPages(text: string, context: PageContext): Promise<SearchPart<PageHit>> {
  try {
    const items = await searchContentPages(context.content, text, context);
    return { state: 'ok', items };
  } catch (error) {
    log.error({ err: error }, 'content search failed; pages left out');
    return { state: 'failed', items: [] };
  }
}

async function searchProducts(text: string, context: PageContext): Promise<SearchPart<CardView>> {
  const answer = await context.catalogue.searchTourGroups(
    { ...answerParams(context), q: text, city: context.site.cityCode, limit: PRODUCT_HITS_MAX },
    context.request,
  );
  if (!answer || !Array.isArray(answer.items)) return { state: 'failed', items: [] };
  const showPages = await showPageUids(
    context.content,
    answer.items.map((item) => item.id),
    context.locale,
    context.site.domain,
  );
  return { state: 'ok', items: buildCards(answer.items, showPages, context) };
}

/**
 * The 404 page's suggestions: the most popular products of the site's city (every city on a global
 * site), at most four; none when the catalogue fails (the page shows without them).
 * @example (await popularProducts(context)).length <= 4
 */
export async function popularProducts(context: PageContext, limit = 4): Promise<CardView[]> {
  const answer = await context.catalogue.searchTourGroups(
    { ...answerParams(context), city: context.site.cityCode, limit },
    context.request,
  );
  if (!answer || !Array.isArray(answer.items)) return [];
  const showPages = await showPageUids(
    context.content,
    answer.items.map((item) => item.id),
    context.locale,
    context.site.domain,
  );
  return buildCards(answer.items, showPages, context);
}
