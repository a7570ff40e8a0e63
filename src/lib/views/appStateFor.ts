import type { LanguageCode } from '../i18n/languages';
import type { PageType } from './registry/pageTypes';
import type { AppStateSnapshot } from '../stores/app';

export interface AppStateInput {
  origin: string;
  uid: string;
  language: LanguageCode;
  title: string;
  siteName: string;
  pageType: PageType;
  city: string;
  collectionId: string;
  isBot: boolean;
  isDev: boolean;
  lazyLoadOverride: boolean;
}

/**
 * The app and page-meta state a page renders for its islands (spec 000 §3); the currency, consent and
 * analytics page type are filled in by the route once known. Experiments are not in it: a page marks
 * each experiment it shows on the element that shows it (docs/page-cache.md, "Experiments").
 * @example appStateFor({ origin: 'http://colosseum.localhost:4321', uid: 'x', language: 'en', … }).app.host === 'colosseum.localhost:4321'
 */
export function appStateFor(input: AppStateInput): AppStateSnapshot {
  return {
    app: {
      isMobile: false,
      host: new URL(input.origin).host,
      isDev: input.isDev,
      initialCurrency: '',
      isPageLoaded: false,
      uid: input.uid,
      isSidenavScroll: false,
      isBot: input.isBot,
      language: input.language,
      isPillBarSticky: false,
    },
    pageMeta: {
      city: input.city,
      country: '',
      language: input.language,
      pageTitle: input.title,
      collectionId: input.collectionId,
      collectionName: '',
      mbName: input.siteName,
      pageType: input.pageType,
      analyticsPageType: '',
    },
    lazyLoadOverride: input.isBot || input.lazyLoadOverride,
  };
}

/**
 * The app state of a page with no content document (legal pages, search): a 'default' page of the
 * site's city, no collection.
 */
export function documentlessAppState(
  route: { uid: string; language: LanguageCode; site: { cityCode?: string | undefined } },
  context: { origin: string; isBot: boolean; isDev: boolean; lazyLoadOverride: boolean },
  page: { title: string; siteName: string },
): AppStateSnapshot {
  return appStateFor({
    origin: context.origin,
    uid: route.uid,
    language: route.language,
    title: page.title,
    siteName: page.siteName,
    pageType: 'default',
    city: route.site.cityCode ?? '',
    collectionId: '',
    isBot: context.isBot,
    isDev: context.isDev,
    lazyLoadOverride: context.lazyLoadOverride,
  });
}
