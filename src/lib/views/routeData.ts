import type { PageAlternate } from '../content/alternates';
import { appConfig } from '../config';
import { catalogue } from '../catalogue/client';
import { addCacheTags } from '../cache/requestScope';
import { cacheTagForDocument, cacheTagForSite, cacheTagForType } from '../cache/cacheTags';
import { PAGE_CACHE_HEADER, PAGE_DIRECTIVE, formatDirective } from '../cache/pageCachePolicy';
import { clientAddressOf } from '../forms/clientAddress';
import { methodNotAllowed, pagePost } from '../forms/pagePost';
import { promoAttempt } from '../forms/promoAttempt';
import { GROUP_FLASH_COOKIE } from '../forms/groupBooking/flash';
import { requestUrl, type RequestContext } from '../request/requestContext';
import type { LanguageCode } from '../i18n/languages';
import { contentClientFor } from '../preview/previewSession';
import { buildPagePath } from '../rules/routing/pagePath';
import { isSearchRoute, searchPath } from '../routing/searchRoute';
import { promoInput } from '../rules/promo/promoInput';
import { getSites } from '../sites/siteRegistry';
import type { Site } from '../sites/site';
import type { AppStateSnapshot } from '../stores/app';
import { handleSubscribePost } from '../subscriptions/handleSubscribePost';
import { stateFromQuery, type FormState } from '../subscriptions/subscribeForm';
import { parseCategories } from './catalogueCategories';
import { loadChrome } from './chrome';
import { FOOTER_TYPE, HEADER_TYPE } from './chromeDocuments';
import { chromeView, type ChromeView } from './chromeView';
import { catalogueRequest, createPageContext } from './createPageContext';
import { legalPageKind, loadLegalPage, type LegalPageView } from './legalPage';
import { popularProducts, searchShell } from './search/searchPage';
import { loadPage, type LoadedPage } from './loadPage';
import { pagedHeadMeta } from '../../features/news/views/newsPageMeta';
import {
  analyticsPageTypeOf,
  loadView,
  recognisePageKind,
  SEARCH_DOCUMENT_TYPE,
  subscribeEventOf,
} from './registry/pageKinds';
import type { PageView, ViewKind } from './registry/pageKinds';
import type { CardView } from '../cards/buildCards';
import { visitorCurrency } from './visitorCurrency';
import { SITE_SETTINGS_TYPE } from '../rules/revalidate/siteWideTypes';

/**
 * Every fact of the request the page route reads, built in ONE place (`pageRequestOf`): nothing below
 * reads the URL, query, headers, cookies or method of the request any other way.
 */
export interface PageRequest {
  /** The canonical URL (origin, canonical path and query): never the visitor's raw query. */
  url: URL;
  method: string;
  /** The request context (src/lib/request/requestContext.ts): the one parse of the request. */
  context: RequestContext;
  /** The request itself, for the body of a form POST. */
  request: Request;
  /** The variation's cookies, forwarded to the catalogue. */
  cookie: string | undefined;
  /** The visitor's chosen currency (a known code), if any. */
  currencyCookie: string | undefined;
  /** The group booking form's one-time cookie is present (values kept after a refused post). */
  hasGroupFlash: boolean;
  /** The client's address (src/lib/forms/clientAddress.ts), worked out when read: forms read it. */
  readonly clientAddress: string;
}

/** The one call site that reads the request's facts for the page route: the request context. */
export function pageRequestOf(context: {
  request: Request;
  locals: Pick<App.Locals, 'cookie' | 'currencyCookie' | 'requestContext'>;
  clientAddress: string;
}): PageRequest {
  const facts = context.locals.requestContext;
  return {
    url: requestUrl(facts),
    method: context.request.method,
    context: facts,
    request: context.request,
    cookie: context.locals.cookie,
    currencyCookie: context.locals.currencyCookie,
    hasGroupFlash: facts.visitor.groupFlash !== undefined,
    // Read when a form is posted, not on every render: Astro throws (an error with its stack) when the
    // address is unknown, as in every render for the page cache (issue 25, ~0.15 ms a miss).
    get clientAddress() {
      return clientAddressOf(context);
    },
  };
}

/** The layout's props (src/layouts/AppShell.astro). */
export interface ShellProps {
  title: string;
  description?: string;
  language: LanguageCode;
  canonical?: string | undefined;
  alternates?: PageAlternate[];
  noindex?: boolean;
  site?: Site | undefined;
  appState?: AppStateSnapshot | undefined;
  chrome?: ChromeView | undefined;
}

/** What the dispatcher renders inside the layout. */
export type RouteBody =
  | { kind: 'page'; view: PageView; pageType: string; documentType: string; form: FormState | undefined }
  | { kind: 'legal'; view: LegalPageView }
  | { kind: 'index'; sites: Site[]; origin: string; localSuffix: string }
  | { kind: 'unavailable'; title: string; message: string }
  | {
      kind: 'notFound';
      title: string;
      message: string;
      homeHref?: string | undefined;
      homeLabel?: string;
      /** The site's search form (its action), and its most popular products (none when it fails). */
      searchAction?: string | undefined;
      popular?: CardView[];
    };

/** The page to render: its status, headers, layout props and body. */
export interface RenderData {
  status: number;
  headers: [name: string, value: string][];
  shell: ShellProps;
  body: RouteBody;
}

/** What the page route answers: a response of its own (redirects, POST outcomes), or a page to render. */
export type RouteData = { cookiesToClear: string[] } & (
  { kind: 'response'; response: Response } | ({ kind: 'render' } & RenderData)
);

type FoundPage = Extract<LoadedPage, { kind: 'page' }>;

const redirect = (location: string, status: number): Response =>
  new Response(null, { status, headers: { location } });

/**
 * Everything the page route decides before rendering (docs/architecture.md, "One request"): the legal
 * pages, the content page and its kind (page-kind registry), a form POST, the group form's flash cookie,
 * a city page's currency, the promo-code limit, the view, head meta, status, the page cache's directive
 * and tags. Sets `locals.currency` (a city page's) and the preview's document, as the components read them.
 * @example (await resolveRouteData(pageRequestOf(context), context.locals)).kind === 'render'
 */
export async function resolveRouteData(request: PageRequest, locals: App.Locals): Promise<RouteData> {
  const config = appConfig();
  const { route, t, language, origin, isBot, currencyFacts, preview } = locals;
  const { url } = request;
  const headers = new Headers();
  const cookiesToClear: string[] = [];
  let status = 200;
  // A POST (the sign-up form) passes its rate limit and body checks before anything loads (docs/forms.md).
  const post =
    request.method === 'POST'
      ? await pagePost({ request: request.request, clientAddress: request.clientAddress, locals })
      : undefined;
  if (post?.kind === 'refused') return { kind: 'response', response: post.response, cookiesToClear: [] };
  const lazyOverride = url.searchParams.has('overrideLazyLoad');
  const site = route.kind === 'page' || route.kind === 'notFound' ? route.site : undefined;
  // A preview reads every document from its ref through a client of its own (docs/preview.md).
  const content = contentClientFor(preview);
  // The header and footer load alongside the page; they never fail (minimal ones at worst).
  const chromeData = site
    ? loadChrome({
        site,
        language,
        request: catalogueRequest(request.context, request.cookie),
        ...(preview?.known ? { content } : {}),
      })
    : undefined;

  // The privacy policy and terms of use are written in code, on every microsite (spec 001 §2).
  const legalKind = route.kind === 'page' ? legalPageKind(route) : undefined;
  const flags = { origin, isBot, isDev: import.meta.env.DEV, lazyLoadOverride: lazyOverride };
  const legal =
    legalKind && route.kind === 'page' ? loadLegalPage(legalKind, route, { ...flags, t }) : undefined;
  // The site search (`/search/`) is a page of code too: no content document behind it (issue 21 §4).
  const search =
    route.kind === 'page' && !legal && isSearchRoute(route)
      ? searchShell(route, { ...flags, title: t('search.title') })
      : undefined;
  const page =
    route.kind === 'page' && !legal && !search
      ? await loadPage(route, {
          ...flags,
          client: content,
          redirectAllowedHosts: config.redirectAllowedHosts,
          loadCategories: async (city) =>
            parseCategories(await catalogue().getCategories({ city, language })),
        })
      : undefined;
  const found: FoundPage | undefined = page?.kind === 'page' ? page : undefined;
  const kind: ViewKind | undefined = found
    ? recognisePageKind({
        documentType: found.document.type,
        pageType: found.pageType,
        data: found.document.data as Record<string, unknown>,
        tags: found.document.tags,
        path: url.pathname,
      })
    : search
      ? recognisePageKind({
          documentType: SEARCH_DOCUMENT_TYPE,
          pageType: 'default',
          data: {},
          path: url.pathname,
        })
      : undefined;

  // Pages with an email sign-up take its POST (forms work without JavaScript); others refuse POSTs.
  const subscribeEvent = kind ? subscribeEventOf(kind) : undefined;
  let form: FormState | undefined = subscribeEvent ? stateFromQuery(url.searchParams) : undefined;
  if (post) {
    if (!subscribeEvent || route.kind !== 'page')
      return { kind: 'response', response: methodNotAllowed(), cookiesToClear };
    const outcome = await handleSubscribePost(post.email, {
      event: subscribeEvent,
      site: route.site.domain,
      language,
      uid: route.uid,
      pathname: url.pathname,
    });
    if (outcome.kind === 'redirect')
      return { kind: 'response', response: redirect(outcome.location, 303), cookiesToClear };
    form = outcome.form;
    status = outcome.status;
    headers.set('cache-control', 'no-store');
  }
  // The group booking form's one-time cookie (values kept after a refused post): read once, then cleared.
  if (request.hasGroupFlash) {
    cookiesToClear.push(GROUP_FLASH_COOKIE);
    headers.set('cache-control', 'no-store');
  }
  // A city page shows prices in its country's currency unless the visitor chose one (spec 000 §4).
  if (kind === 'city' && found && route.kind === 'page' && currencyFacts) {
    locals.currency = visitorCurrency(
      {
        cookie: request.currencyCookie,
        pageCity: String(found.document.data['tagged_city'] ?? ''),
        siteCity: route.site.cityCode,
      },
      currencyFacts,
    );
  }
  // A promo code typed on a show page (GET ?promo=CODE) takes a token of the client's promo bucket:
  // guessing codes is limited to the form limit per window (429 + Retry-After, the code unchecked).
  const promoTyped = kind === 'show' && promoInput(url.searchParams) !== undefined;
  const promoRetryAfter =
    promoTyped && !post
      ? await promoAttempt({ request: request.request, clientAddress: request.clientAddress, locals })
      : undefined;
  if (promoRetryAfter !== undefined) {
    status = 429;
    headers.set('retry-after', String(promoRetryAfter));
    headers.set('cache-control', 'no-store');
  }
  // A site's 404 lists popular products too: its context is the site's home in the page's language.
  const contextRoute =
    route.kind === 'page'
      ? route
      : route.kind === 'notFound' && route.site
        ? { kind: 'page' as const, site: route.site, language, segments: [], uid: route.site.domain }
        : undefined;
  const pageContext = contextRoute
    ? createPageContext({
        route: contextRoute,
        locals: { ...locals, cookie: request.cookie },
        request: request.context,
        lazyOverride,
        content,
        catalogue: catalogue(),
      })
    : undefined;
  const view =
    (found || search) && kind && route.kind === 'page' && pageContext
      ? await loadView(
          kind,
          {
            pageType: found?.pageType ?? 'default',
            page: {
              uid: route.uid,
              data: (found?.document.data ?? {}) as Record<string, unknown>,
              segments: route.segments,
            },
            tags: found?.document.tags,
            url,
            documentType: found?.document.type ?? SEARCH_DOCUMENT_TYPE,
            promoRetryAfter,
          },
          pageContext,
        )
      : undefined;
  // A later page of the news hub has its own canonical and title; one past the last is not found.
  const head = found
    ? pagedHeadMeta(view, { title: found.title, canonical: found.canonical, noindex: found.noindex }, t)
    : undefined;
  if (head?.notFound) status = 404;
  if (found && preview)
    preview.document = { uid: found.document.uid ?? found.document.id, title: found.title };
  const pageState = found?.appState ?? legal?.appState ?? search?.appState;
  if (pageState) {
    pageState.app.initialCurrency = locals.currency;
    pageState.consent = locals.requestContext.variation.consent;
    pageState.pageMeta.analyticsPageType = found
      ? analyticsPageTypeOf(found.pageType, kind ?? 'content', found.document.type)
      : search
        ? analyticsPageTypeOf('default', 'search', SEARCH_DOCUMENT_TYPE)
        : analyticsPageTypeOf('default', 'content', 'legal');
  }

  if (page?.kind === 'redirect')
    return { kind: 'response', response: redirect(page.location, page.status), cookiesToClear };
  const chrome =
    site && chromeData
      ? chromeView(await chromeData, { site, language, currency: locals.currency, url, t })
      : undefined;
  // A global page whose country, city, collection or product the catalogue does not know is a 404.
  const viewNotFound = view?.kind === 'global' && view.notFound;
  if (route.kind !== 'index' && (!found || viewNotFound) && !legal && !search) {
    status = page?.kind === 'unavailable' ? 503 : 404;
  }
  if (page?.kind === 'unavailable') headers.set('retry-after', '30');
  // The page cache in front of the server may share this answer (docs/page-cache.md): GET pages and
  // not-found answers, never previews, posts, one-time form states or a content outage (503).
  // An unknown host's 404 is never kept: junk hosts must not fill the cache (issue 20 §2).
  if (
    request.method === 'GET' &&
    !preview &&
    route.kind !== 'unknownSite' &&
    (status === 200 || status === 404) &&
    !headers.has('cache-control')
  ) {
    headers.set(PAGE_CACHE_HEADER, formatDirective(PAGE_DIRECTIVE));
    // The header and footer come from the chrome cache, so their types are named here.
    addCacheTags(
      cacheTagForType(HEADER_TYPE),
      cacheTagForType(FOOTER_TYPE),
      cacheTagForType(SITE_SETTINGS_TYPE),
    );
    if (site) addCacheTags(cacheTagForSite(site.domain));
    if (found) addCacheTags(cacheTagForDocument(found.document.id), cacheTagForType(found.document.type));
  }

  const rendered = { kind: 'render' as const, status, headers: [...headers], cookiesToClear };
  if (found && view && !viewNotFound) {
    return {
      ...rendered,
      shell: {
        title: head?.title ?? found.title,
        description: found.description,
        language,
        canonical: head?.canonical ?? found.canonical,
        alternates: found.alternates,
        noindex: (head?.noindex ?? found.noindex) || promoTyped,
        site,
        appState: found.appState,
        chrome,
      },
      body: { kind: 'page', view, pageType: found.pageType, documentType: found.document.type, form },
    };
  }
  if (search && view?.kind === 'search') {
    const { title, canonical, alternates, appState } = search;
    return {
      ...rendered,
      shell: {
        title,
        language,
        canonical,
        alternates,
        // Result pages are not for search engines; the form alone is.
        noindex: view.query !== undefined,
        site,
        appState,
        chrome,
      },
      body: { kind: 'page', view, pageType: 'default', documentType: SEARCH_DOCUMENT_TYPE, form: undefined },
    };
  }
  if (legal) {
    const { title, description, canonical, alternates, appState } = legal;
    return {
      ...rendered,
      shell: { title, description, language, canonical, alternates, site, appState, chrome },
      body: { kind: 'legal', view: legal.view },
    };
  }
  if (route.kind === 'index') {
    return {
      ...rendered,
      shell: { title: t('sites.title'), language },
      body: { kind: 'index', sites: await getSites(), origin, localSuffix: config.localSiteSuffix },
    };
  }
  if (page?.kind === 'unavailable') {
    return {
      ...rendered,
      shell: { title: t('error.title'), language, site, chrome, noindex: true },
      body: { kind: 'unavailable', title: t('error.title'), message: t('error.message') },
    };
  }
  if (route.kind === 'unknownSite') {
    return {
      ...rendered,
      shell: { title: t('unknownSite.title'), language, noindex: true },
      body: { kind: 'notFound', title: t('unknownSite.title'), message: t('unknownSite.message') },
    };
  }
  // A site's 404 offers its search and its most popular products (none when the catalogue fails).
  const popular = site && pageContext ? await popularProducts(pageContext) : [];
  return {
    ...rendered,
    shell: { title: t('notFound.title'), language, site, chrome, noindex: true },
    body: {
      kind: 'notFound',
      title: t('notFound.title'),
      message: t('notFound.message'),
      homeHref: site ? buildPagePath(language, []) : undefined,
      homeLabel: t('notFound.backHome'),
      searchAction: site ? searchPath(site.languages.includes(language) ? language : 'en') : undefined,
      popular,
    },
  };
}
