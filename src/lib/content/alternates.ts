import { fromPrismicLocale, getLanguage, LANGUAGE_CODES, type LanguageCode } from '../i18n/languages';
import type { PageAlternate } from '../rules/layout/languageLinks';
import { buildPagePath, segmentsOfUid } from '../rules/routing/pagePath';

export type { PageAlternate };

interface Translatable {
  lang: string;
  uid: string | null;
  alternate_languages: readonly { lang: string; uid?: string | null | undefined }[];
}

/**
 * The page in every language it exists in (itself included), as absolute URLs on the visitor's origin,
 * in the order of the language table. Translations on another site or in a locale we do not serve are skipped.
 * @example pageAlternates(doc, 'colosseum-rome-tickets.com', 'http://colosseum.localhost:4321')[0].href === 'http://colosseum.localhost:4321/'
 */
export function pageAlternates(document: Translatable, domain: string, origin: string): PageAlternate[] {
  const found = new Map<LanguageCode, PageAlternate>();
  const entries = [
    { lang: document.lang, uid: document.uid, current: true },
    ...document.alternate_languages.map((a) => ({ lang: a.lang, uid: a.uid ?? null, current: false })),
  ];
  for (const entry of entries) {
    const code = fromPrismicLocale(entry.lang);
    const segments = entry.uid ? segmentsOfUid(entry.uid, domain) : undefined;
    if (!code || !segments || found.has(code)) continue;
    found.set(code, {
      code,
      hreflang: getLanguage(code).bcp47,
      href: new URL(buildPagePath(code, segments), origin).toString(),
      current: entry.current,
    });
  }
  return [...found.values()].sort((a, b) => order(a.code) - order(b.code));
}

function order(code: LanguageCode): number {
  return LANGUAGE_CODES.indexOf(code);
}

/** x-default points to the English page when there is one, else to the current page. */
export function defaultAlternate(alternates: readonly PageAlternate[]): PageAlternate | undefined {
  return (
    alternates.find((alternate) => alternate.code === 'en') ??
    alternates.find((alternate) => alternate.current)
  );
}
