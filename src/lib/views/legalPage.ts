import type { PageAlternate } from '../content/alternates';
import { getLanguage, LANGUAGE_CODES, type LanguageCode } from '../i18n/languages';
import type { Translate } from '../i18n/translator';
import type { LegalDocument, LegalLanguage } from '../legal/legalText';
import { hasLegalText, legalTextsFor } from '../legal/legalTexts';
import { LEGAL_PATHS, LEGAL_TERMS, legalDate, legalKindOf, type LegalKind } from '../rules/legal/legalTerms';
import { buildPagePath } from '../rules/routing/pagePath';
import type { Route } from '../routing/route';
import { siteText } from '../sites/site';
import type { AppStateSnapshot } from '../stores/app';
import { documentlessAppState } from './appStateFor';
import { breadcrumbTrail, type Crumb } from './breadcrumbs';

type PageRoute = Extract<Route, { kind: 'page' }>;

export interface LegalPageView {
  kind: LegalKind;
  /** The language the text is written in: the page's own, or English when it has no translation. */
  textLanguage: LegalLanguage;
  /** BCP 47 tag and direction of the text, for `lang`/`dir` when it differs from the page's. */
  lang: string;
  dir: 'ltr' | 'rtl';
  fallback: boolean;
  document: LegalDocument;
  contents: string;
  /** "Last updated: 31st March 2025" (the privacy policy only). */
  updated: string | undefined;
  translationNote: string | undefined;
  breadcrumbs: Crumb[];
}

export interface LoadedLegalPage {
  title: string;
  description: string;
  canonical: string;
  alternates: PageAlternate[];
  appState: AppStateSnapshot;
  view: LegalPageView;
}

export interface LegalPageContext {
  origin: string;
  t: Translate;
  isBot: boolean;
  isDev: boolean;
  lazyLoadOverride: boolean;
}

/**
 * A language a microsite's legal pages are offered in: English always, and each of the site's own
 * languages the legal texts are written in (issue 22: a legal page is never English text under
 * translated chrome; a language without a translation has no legal pages).
 */
const offered = (site: PageRoute['site'], code: LanguageCode): boolean =>
  code === 'en' || (site.languages.includes(code) && hasLegalText(code));

/**
 * The legal page a route asks for: `/privacy-policy/` or `/terms-of-use/` under a language the
 * microsite's legal pages are offered in; anything else is left to the content pages (and their 404).
 * @example legalPageKind({ segments: ['terms-of-use'], language: 'ar', site: { languages: ['en', 'ar'] } }) === 'terms'
 * @example legalPageKind({ segments: ['terms-of-use'], language: 'pt', site: { languages: ['en', 'pt'] } }) === undefined
 */
export function legalPageKind(route: PageRoute): LegalKind | undefined {
  const kind = legalKindOf(route.segments);
  return kind && offered(route.site, route.language) ? kind : undefined;
}

const legalUrl = (origin: string, language: LanguageCode, kind: LegalKind): string =>
  new URL(buildPagePath(language, [LEGAL_PATHS[kind]]), origin).toString();

/**
 * A legal page (spec 001 §2: the privacy policy at /privacy-policy/, the terms of use): the text in the
 * page's language; alternates list the languages the page exists in. (Should a language without a
 * translation ever reach it, the English text is marked `lang="en"` with the English page as
 * canonical.) No content call: the texts are code.
 * @example loadLegalPage('privacy', route /de/privacy-policy/, context).view.updated === 'Zuletzt aktualisiert: 31. März 2025'
 */
export function loadLegalPage(kind: LegalKind, route: PageRoute, context: LegalPageContext): LoadedLegalPage {
  const { language: textLanguage, factory } = legalTextsFor(route.language);
  const textLocale = getLanguage(textLanguage);
  const siteName = siteText(route.site, route.language).name;
  const texts = factory({ siteName });
  const document = texts.documents[kind];
  const fallback = textLanguage !== route.language;
  const alternates: PageAlternate[] = LANGUAGE_CODES.filter((code) => offered(route.site, code)).map(
    (code) => ({
      code,
      hreflang: getLanguage(code).bcp47,
      href: legalUrl(context.origin, code, kind),
      current: code === route.language,
    }),
  );
  const title = `${document.title} | ${siteName}`;
  return {
    title,
    description: document.description,
    canonical: legalUrl(context.origin, textLanguage, kind),
    alternates,
    appState: documentlessAppState(route, context, { title, siteName }),
    view: {
      kind,
      textLanguage,
      lang: textLocale.bcp47,
      dir: textLocale.dir,
      fallback,
      document,
      contents: texts.contents,
      updated:
        kind === 'privacy'
          ? texts.lastUpdated(legalDate(LEGAL_TERMS.privacyLastUpdated, textLocale.bcp47))
          : undefined,
      translationNote: texts.translationNote,
      breadcrumbs: breadcrumbTrail({
        origin: context.origin,
        language: route.language,
        segments: route.segments,
        homeName: context.t('shell.home'),
        title: document.title,
        ancestorTitles: [],
      }),
    },
  };
}
