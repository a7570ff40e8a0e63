import type { Client, PrismicDocument } from '@prismicio/client';
import { pageAlternates, type PageAlternate } from '../content/alternates';
import { ContentUnavailableError, findPage, pageDocumentTypesFor } from '../content/findPage';
import { richTextToPlain } from '../content/richText';
import { getLanguage } from '../i18n/languages';
import type { CatalogueCategory, PageTags } from '../routing/pageType';
import { needsCategories } from '../routing/pageType';
import { resolvePageType, type PageType } from './registry/pageTypes';
import { redirectTarget } from '../routing/redirectTarget';
import type { Route } from '../routing/route';
import type { AppStateSnapshot } from '../stores/app';
import { siteText } from '../sites/site';
import { appStateFor } from './appStateFor';
import { logger } from '../log/logger';

const log = logger('pages');

type PageRoute = Extract<Route, { kind: 'page' }>;

export type LoadedPage =
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'notFound' }
  | { kind: 'unavailable' }
  | {
      kind: 'page';
      document: PrismicDocument;
      pageType: PageType;
      title: string;
      description: string;
      canonical: string;
      noindex: boolean;
      alternates: PageAlternate[];
      appState: AppStateSnapshot;
    };

export interface LoadPageContext {
  client: Client;
  origin: string;
  redirectAllowedHosts: readonly string[];
  /** The catalogue's categories in a city; undefined when the catalogue cannot answer. */
  loadCategories: (city: string) => Promise<readonly CatalogueCategory[] | undefined>;
  isBot: boolean;
  isDev: boolean;
  lazyLoadOverride: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A canonical_link tag wins when it is an absolute http(s) URL; otherwise the page's own URL. */
export function canonicalFor(data: Record<string, unknown>, ownUrl: string): string {
  const tagged = text(data['canonical_link']);
  if (/^https?:\/\/[^\s]+$/i.test(tagged)) return tagged;
  return ownUrl;
}

/** `noindex` may be a boolean or the Prismic select values "Yes"/"true". */
export function isNoindex(data: Record<string, unknown>): boolean {
  const value = data['noindex'];
  return value === true || (typeof value === 'string' && /^(yes|true)$/i.test(value.trim()));
}

/**
 * Everything a page needs from its content document: the document, its type, title and meta,
 * alternates, canonical, noindex and the app state for islands — or a redirect, a not-found, or
 * "content unavailable" (a 503, never a 500).
 */
export async function loadPage(route: PageRoute, context: LoadPageContext): Promise<LoadedPage> {
  const language = getLanguage(route.language);
  let document: PrismicDocument | undefined;
  try {
    document = await findPage(context.client, route.uid, language.locale, pageDocumentTypesFor(route.site));
  } catch (error) {
    if (error instanceof ContentUnavailableError) {
      log.error({ err: error }, 'content unavailable');
      return { kind: 'unavailable' };
    }
    throw error;
  }
  if (!document) return { kind: 'notFound' };
  const data = document.data as Record<string, unknown>;
  if (document.type === 'redirect') {
    const target = redirectTarget(data, {
      requestOrigin: context.origin,
      allowedHosts: [route.site.domain, ...context.redirectAllowedHosts],
    });
    if (!target) {
      log.error(`redirect ${document.id} has a missing or disallowed target; answering 404`);
      return { kind: 'notFound' };
    }
    return { kind: 'redirect', ...target };
  }
  const pageTags = data as PageTags;
  const categories = needsCategories(pageTags)
    ? await context.loadCategories(text(pageTags.tagged_city))
    : undefined;
  const pageType = resolvePageType({
    documentType: document.type,
    tags: document.tags,
    pageTags,
    subdomainHosting: route.site.subdomainHosting,
    categories,
  });
  const alternates = pageAlternates(document, route.site.domain, context.origin);
  const ownUrl = alternates.find((alternate) => alternate.current)?.href ?? context.origin;
  const heading = richTextToPlain(data['title']);
  const siteName = siteText(route.site, route.language).name;
  const title = text(data['meta_title']) || (heading ? `${heading} | ${siteName}` : siteName);
  const description = text(data['meta_description']);
  return {
    kind: 'page',
    document,
    pageType,
    title,
    description,
    canonical: canonicalFor(data, ownUrl),
    noindex: isNoindex(data),
    alternates,
    appState: appStateFor({
      origin: context.origin,
      uid: route.uid,
      language: route.language,
      title,
      siteName,
      pageType,
      city: text(data['tagged_city']),
      collectionId: String(data['tagged_collection'] ?? ''),
      isBot: context.isBot,
      isDev: context.isDev,
      lazyLoadOverride: context.lazyLoadOverride,
    }),
  };
}
