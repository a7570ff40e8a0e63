import { filter, type Client, type Content } from '@prismicio/client';
import { Cache } from '../cache/cache';
import { dropOn, DROPS } from '../cache/invalidation';
import { refreshingValue } from '../cache/refreshingValue';
import { keepShared } from '../cache/deepFreeze';
import { catalogue, type CatalogueClient, type RequestContext } from '../catalogue/client';
import { getContentClient } from '../content';
import { DEFAULT_LANGUAGE, fromPrismicLocale, type LanguageCode } from '../i18n/languages';
import type { CurrencyCode } from '../rules/pricing/currencies';
import type { Site } from '../sites/site';
import { KNOWN_CURRENCIES, orderCurrencies } from './chromeCurrencies';
import {
  FOOTER_TYPE,
  HEADER_TYPE,
  parseFooter,
  parseHeader,
  type FooterContent,
  type HeaderContent,
  type Log,
} from './chromeDocuments';
import { NAV_PAGE_TYPES, navPagesOf, type NavPageDocument } from './chromeNavPages';
import { siteNavigation } from './siteNavigation';
import { logger } from '../log/logger';

const logs = logger('chrome');

/** Header and footer change as rarely as the site list: kept 5 s, refreshed behind (as the registry). */
export const CHROME_TTL_MS = 5000;

/** What the header and footer of a page show; undefined parts render their minimal form. */
export interface ChromeData {
  header: HeaderContent | undefined;
  footer: FooterContent | undefined;
  /** The currencies the selector offers, in its order. */
  currencies: CurrencyCode[];
}

export interface ChromeInput {
  site: Site;
  language: LanguageCode;
  /** Forwarded to the catalogue call (cookies, injected fault). */
  request: RequestContext;
  /** A preview's own content client: its header and footer are read afresh, never cached or shared. */
  content?: Client;
}

/** The readable header and footer documents of one site, by language. */
interface SiteChrome {
  headers: Map<LanguageCode, HeaderContent>;
  footers: Map<LanguageCode, FooterContent>;
  /** The ids of the documents read: a publication of any of them drops this site's entry. */
  ids: Set<string>;
}

async function fetchSiteChrome(content: Client, domain: string, log: Log): Promise<SiteChrome> {
  // One query per type brings every language of the site's document, so English is at hand as fallback.
  const [headers, footers] = await Promise.all(
    [HEADER_TYPE, FOOTER_TYPE].map((type) =>
      content.get<Content.CommonHeaderDocument | Content.CommonFooterDocument>({
        filters: [filter.at('document.type', type), filter.at(`my.${type}.uid`, domain)],
        lang: '*',
        pageSize: 100,
      }),
    ),
  );
  const result: SiteChrome = { headers: new Map(), footers: new Map(), ids: new Set() };
  for (const document of [...(headers?.results ?? []), ...(footers?.results ?? [])])
    result.ids.add(document.id);
  for (const document of headers?.results ?? []) {
    const language = fromPrismicLocale(document.lang);
    const header = language && parseHeader(document.data, language, log);
    if (language && header) result.headers.set(language, header);
  }
  for (const document of footers?.results ?? []) {
    const language = fromPrismicLocale(document.lang);
    const footer = language && parseFooter(document.data, language, log);
    if (language && footer) result.footers.set(language, footer);
  }
  return result;
}

async function currencies(client: Pick<CatalogueClient, 'getCurrencyList'>, request: RequestContext) {
  try {
    return orderCurrencies(await client.getCurrencyList(request)) ?? KNOWN_CURRENCIES;
  } catch {
    return KNOWN_CURRENCIES;
  }
}

/**
 * A loader of page chrome: the site's `common_header` and `common_footer` in the page language, else
 * English (a missing or malformed document falls back), and the catalogue's currencies, in parallel.
 * Documents are cached per site for `ttlMs`. Nothing here fails a page: an unreachable content
 * service gives the minimal header and footer, an unreachable catalogue every known currency.
 * @example const load = createChromeLoader({ content, catalogue }); await load({ site, language: 'ar', request: {} })
 */
export function createChromeLoader(deps: {
  /** The content client, or a getter of the current one (it changes when content is published). */
  content: Client | (() => Client);
  catalogue: Pick<CatalogueClient, 'getCurrencyList'>;
  /** Lists the show and landing pages of every site (listNavDocuments); absent: the editor's header only. */
  navDocuments?: (content: Client) => Promise<NavPageDocument[]>;
  ttlMs?: number;
  now?: () => number;
  log?: Log;
}): ((input: ChromeInput) => Promise<ChromeData>) & {
  invalidate: (tags: readonly string[] | 'all') => void;
} {
  const log = deps.log ?? ((message: string) => logs.error(message));
  const content = (): Client => (typeof deps.content === 'function' ? deps.content() : deps.content);
  // One entry per site, tagged with the site and the ids of the documents it was read from.
  const perSite = new Cache<SiteChrome>({
    maxEntries: 10_000,
    ...(deps.now ? { now: deps.now } : {}),
    onError: (error, domain) => log(`[chrome] refreshing ${domain} failed: ${String(error)}`),
  });
  const freshness = { ttlMs: deps.ttlMs ?? CHROME_TTL_MS, swrMs: Infinity };
  const tagsOf = (chrome: SiteChrome, domain: string) => [
    `site:${domain}`,
    ...[...chrome.ids].map((id) => `doc:${id}`),
  ];
  const siteChrome = async (domain: string): Promise<SiteChrome | undefined> => {
    try {
      return await perSite.load(
        domain,
        freshness,
        () => fetchSiteChrome(content(), domain, log),
        (chrome) => tagsOf(chrome, domain),
      );
    } catch (error) {
      log(`[chrome] header and footer of ${domain} unavailable, minimal ones shown: ${String(error)}`);
      return undefined;
    }
  };
  // The show and landing pages of every site, one listing shared by all sites: the navigation lists
  // what a site has (views/siteNavigation). A failed listing leaves the editor's header as is.
  let navDocuments: (() => Promise<NavPageDocument[]>) | undefined;
  const navPages = async (): Promise<NavPageDocument[]> => {
    const list = deps.navDocuments;
    if (!list) return [];
    navDocuments ??= refreshingValue(() => list(content()), deps.ttlMs ?? CHROME_TTL_MS, {
      ...(deps.now ? { now: deps.now } : {}),
      onError: (error) => log(`[chrome] refreshing the navigation pages failed: ${String(error)}`),
    });
    try {
      return await navDocuments();
    } catch (error) {
      log(`[chrome] navigation pages unavailable, the editor's header shown: ${String(error)}`);
      return [];
    }
  };
  /**
   * A site's header with its navigation completed from the page list, made once per header and list
   * (both are kept until a reload) and kept shared, so that the navigation's fragment key is digested
   * once, not on every render (issue 25).
   */
  const completed = new WeakMap<
    HeaderContent,
    { documents: readonly NavPageDocument[]; header: HeaderContent }
  >();
  const withNavigation = (header: HeaderContent, documents: readonly NavPageDocument[], domain: string) => {
    const known = completed.get(header);
    if (known?.documents === documents) return known.header;
    const made = keepShared({
      ...header,
      navigation: siteNavigation(header.navigation, navPagesOf(documents, domain, header.language)),
    });
    completed.set(header, { documents, header: made });
    return made;
  };
  const load = async ({ site, language, request }: ChromeInput): Promise<ChromeData> => {
    const [chrome, codes, documents] = await Promise.all([
      siteChrome(site.domain),
      currencies(deps.catalogue, request),
      navPages(),
    ]);
    const header = chrome?.headers.get(language) ?? chrome?.headers.get(DEFAULT_LANGUAGE);
    return {
      header: header && withNavigation(header, documents, site.domain),
      footer: chrome?.footers.get(language) ?? chrome?.footers.get(DEFAULT_LANGUAGE),
      currencies: codes,
    };
  };
  /**
   * Drops the sites whose header or footer a publication touched: by document id (`doc:` tags) or site
   * (`site:<domain>`, a new header or footer names no id it had), the navigation's page list for any
   * document or page type of the navigation; everything for 'all'.
   */
  const invalidate = (tags: readonly string[] | 'all'): void => {
    const all = tags === 'all';
    const named = (prefix: string) =>
      all ? [] : tags.filter((tag) => tag.startsWith(prefix)).map((tag) => tag.slice(prefix.length));
    const ids = named('doc:');
    const types = named('type:');
    const sites = named('site:');
    // A header or footer with no site named (not expected from the webhook): every site.
    const chromeTypes = (types.includes(HEADER_TYPE) || types.includes(FOOTER_TYPE)) && sites.length === 0;
    const navTypes = NAV_PAGE_TYPES.some((type) => types.includes(type));
    if (all || ids.length > 0 || navTypes) navDocuments = undefined;
    // A site's chrome still loading has no tags yet: any invalidation keeps it from being stored.
    if (all || chromeTypes) perSite.invalidate('all');
    else perSite.invalidate([...sites.map((site) => `site:${site}`), ...ids.map((id) => `doc:${id}`)]);
  };
  return Object.assign(load, { invalidate });
}

/** Every show and landing page document of every site, in every language (one listing for all sites). */
export const listNavDocuments = (content: Client): Promise<NavPageDocument[]> =>
  content.dangerouslyGetAll({ lang: '*', filters: [filter.any('document.type', [...NAV_PAGE_TYPES])] });

let shared: ReturnType<typeof createChromeLoader> | undefined;
dropOn(DROPS.content, (tags) => shared?.invalidate(tags));

/** The page chrome from the process-wide content and catalogue clients. */
export function loadChrome(input: ChromeInput): Promise<ChromeData> {
  if (input.content)
    return createChromeLoader({
      content: input.content,
      catalogue: catalogue(),
      navDocuments: listNavDocuments,
      ttlMs: 0,
    })(input);
  shared ??= createChromeLoader({
    content: getContentClient,
    catalogue: catalogue(),
    navDocuments: listNavDocuments,
  });
  return shared(input);
}
