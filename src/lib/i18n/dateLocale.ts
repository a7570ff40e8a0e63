import { languageTag, type LanguageCode } from './languageTags';

/**
 * The one decision on how dates are written for a visitor (issue 21 §4): the page's language with the
 * site's country as region, so English on a London site writes day-month order (`en-GB`) and on a
 * Broadway site month-day (`en-US`). A language whose tag already names a region (`zh-Hant-TW`) keeps
 * it; a site without a country (the global site) uses the language's own conventions. Arabic writes
 * Western digits, as prices do (`formatPrice` with `ar`), and month names (`dateFormatOptions`).
 * @example dateLocale('en', 'GB') === 'en-GB'; dateLocale('ar', 'GB') === 'ar-GB-u-nu-latn'; dateLocale('en', undefined) === 'en'
 */
export function dateLocale(language: LanguageCode, region: string | undefined): string {
  const base = languageTag(language);
  const regional = region && /^[A-Z]{2}$/.test(region) && !base.includes('-') ? `${base}-${region}` : base;
  return language === 'ar' ? `${regional}-u-nu-latn` : regional;
}

/**
 * How a day is written: the locale's medium date (`26 Nov 2026`, `26.11.2026`), except in Arabic, whose
 * medium date is all digits and slashes (`26/11/2026`, read right to left as `2026/11/26`): there the
 * month is named (`26 نوفمبر 2026`).
 * @example dateFormatOptions('ar') → { day: 'numeric', month: 'long', year: 'numeric' }
 */
export function dateFormatOptions(language: LanguageCode): Intl.DateTimeFormatOptions {
  return language === 'ar' ? { day: 'numeric', month: 'long', year: 'numeric' } : { dateStyle: 'medium' };
}
