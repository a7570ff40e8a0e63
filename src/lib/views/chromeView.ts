import { isSearchRoute, SEARCH_SEGMENT, searchPath } from '../routing/searchRoute';
import { headerFitsOneRow } from '../rules/layout/headerFit';
import { getLanguage, type LanguageCode } from '../i18n/languages';
import type { Translate } from '../i18n/translator';
import { buildPagePath } from '../rules/routing/pagePath';
import { digestOf } from '../cache/fragmentCache';
import { hasLegalText } from '../legal/legalTexts';
import { currencyDisplay, type CurrencyCode } from '../rules/pricing/currencies';
import { siteText, type Site } from '../sites/site';
import type { ChromeData } from './chrome';
import { currencyHrefBase, currencyOptionsText } from './chromeCurrencies';
import { cookieContextFor } from '../security/cookieContext';
import type { ChromeLink, FooterContent } from './chromeDocuments';
import type { UiKey } from '../i18n/bundles';

export interface ChromeLinkView extends ChromeLink {
  /** The link leads to the page being shown. */
  current: boolean;
}

export type NavEntryView =
  | ({ kind: 'link' } & ChromeLinkView)
  | { kind: 'group'; label: string; links: ChromeLinkView[]; current: boolean };

/** The `lang`/`dir` of editor text that fell back to English on a page in another language. */
export type ContentLanguage = { lang: string; dir: 'ltr' | 'rtl' } | undefined;

export interface ChromeView {
  brand: { name: string; href: string };
  /** The site search in the page's language (English when the site is not offered in it). */
  search: { href: string };
  header: {
    navigation: NavEntryView[];
    contentLanguage: ContentLanguage;
    /** The site's languages and the page's query: the language switcher's links (rules/layout/languageLinks). */
    siteLanguages: readonly LanguageCode[];
    query: URLSearchParams;
    /** The navigation fits one row beside the brand on wide screens (rules/layout/headerFit). */
    oneRow: boolean;
    /**
     * What the navigation's markup is a function of, for its fragment key: the site's menu (digested once
     * per kept menu) and the link marked current (the page's path when the menu links it, else null).
     */
    navigationKey: { menu: string; current: string | null };
  };
  currency: {
    current: CurrencyCode;
    /** What prices show for the current currency (`€`, or the code). */
    display: string;
    /** The switcher's entries in the selector's order (`orderCurrencies`: main ones first), as its one prop. */
    options: string;
    /** Each option's link is this and its code (`currencyHrefBase`). */
    hrefBase: string;
    /** Where the switcher's script puts the currency cookie: the host's registrable domain, if any. */
    cookieDomain: string | undefined;
  };
  footer: {
    /** The partnership class of spec 001 §3; undefined without a readable footer document. */
    partnershipClass: FooterContent['partnership'] | undefined;
    sensitive: boolean;
    /** The partnership statement (partnered or not × sensitive or not). */
    partnership: string;
    /** "Not the venue's own website", when the partnership statement does not already say it. */
    notVenueWebsite: string | undefined;
    columns: { heading: string; links: ChromeLinkView[] }[];
    text: unknown[] | undefined;
    contentLanguage: ContentLanguage;
    privacyHref: string;
    /** The site's help and contact page (a `help_page` document, uid `<domain>.help`). */
    helpHref: string;
    termsHref: string;
  };
}

const PARTNERSHIP_KEYS = {
  partnered: ['chrome.partnership.partnered', 'chrome.partnership.partneredSensitive'],
  'non-partnered': ['chrome.partnership.independent', 'chrome.partnership.independentSensitive'],
} as const satisfies Record<FooterContent['partnership'], readonly [UiKey, UiKey]>;

/**
 * The partnership statement and whether the plain "not the venue's website" line must follow it:
 * the sensitive wordings already say so; without a footer document the site is called a reseller.
 * @example partnershipText({ partnership: 'partnered', sensitive: false, venue: 'the Colosseum' }, 'Colosseum Tickets', t)
 *   → { partnership: 'Colosseum Tickets is an official ticket partner of the Colosseum.', notVenueWebsite: true }
 */
export function partnershipText(
  footer: Pick<FooterContent, 'partnership' | 'sensitive' | 'venue'> | undefined,
  site: string,
  t: Translate,
): { partnership: string; notVenueWebsite: boolean } {
  if (!footer) return { partnership: t('chrome.partnership.reseller', { site }), notVenueWebsite: true };
  const key = PARTNERSHIP_KEYS[footer.partnership][footer.sensitive ? 1 : 0];
  return { partnership: t(key, { site, venue: footer.venue }), notVenueWebsite: !footer.sensitive };
}

function contentLanguage(content: LanguageCode | undefined, page: LanguageCode): ContentLanguage {
  if (!content || content === page) return undefined;
  const language = getLanguage(content);
  return { lang: language.bcp47, dir: language.dir };
}

/**
 * The header and footer of one page: links marked current, the currency selector's entries on this
 * URL, the partnership wording in the page language. Pure: the route calls it once the page's
 * currency is final (a city page may change it).
 * @example chromeView(data, { site, language: 'en', currency: 'EUR', url, t }).currency.display === '€'
 */
export function chromeView(
  data: ChromeData,
  page: { site: Site; language: LanguageCode; currency: CurrencyCode; url: URL; t: Translate },
): ChromeView {
  const { language, url, t } = page;
  const mark = (link: ChromeLink): ChromeLinkView => ({ ...link, current: link.href === url.pathname });
  const menu = data.header?.navigation ?? [];
  const navigation = menu.map((entry): NavEntryView => {
    if (entry.kind === 'link') return { ...entry, current: entry.href === url.pathname };
    const links = entry.links.map(mark);
    return { kind: 'group', label: entry.label, links, current: links.some((link) => link.current) };
  });
  const current = navigation.some((entry) => entry.current) ? url.pathname : null;
  const name = siteText(page.site, language).name;
  const statement = partnershipText(data.footer, name, t);
  return {
    brand: { name, href: buildPagePath(language, []) },
    search: {
      href: searchPath(
        isSearchRoute({ segments: [SEARCH_SEGMENT], language, site: page.site }) ? language : 'en',
      ),
    },
    header: {
      navigation,
      contentLanguage: contentLanguage(data.header?.language, language),
      siteLanguages: page.site.languages,
      query: new URLSearchParams(url.search),
      oneRow: headerFitsOneRow(
        name,
        navigation.map((entry) => ({ label: entry.label, group: entry.kind === 'group' })),
      ),
      navigationKey: { menu: digestOf(menu), current },
    },
    currency: {
      current: page.currency,
      display: currencyDisplay(page.currency),
      options: currencyOptionsText(data.currencies, { language }),
      hrefBase: currencyHrefBase(url),
      cookieDomain: cookieContextFor(url.host).domain,
    },
    footer: {
      partnershipClass: data.footer?.partnership,
      sensitive: data.footer?.sensitive ?? false,
      partnership: statement.partnership,
      notVenueWebsite: statement.notVenueWebsite ? t('chrome.notVenueWebsite') : undefined,
      columns: (data.footer?.columns ?? []).map((column) => ({ ...column, links: column.links.map(mark) })),
      text: data.footer?.text,
      contentLanguage: contentLanguage(data.footer?.language, language),
      // A language without legal texts has no legal pages (pages/legalPage.ts): link the English ones.
      privacyHref: buildPagePath(hasLegalText(language) ? language : 'en', ['privacy-policy']),
      helpHref: buildPagePath(language, ['help']),
      termsHref: buildPagePath(hasLegalText(language) ? language : 'en', ['terms-of-use']),
    },
  };
}
