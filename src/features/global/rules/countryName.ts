import { getLanguage, type LanguageCode } from '../../../lib/i18n/languages';

const namers = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the page's language from its ISO 3166 code (the catalogue names countries in a
 * few languages only); `fallback` (the catalogue's name) when the runtime cannot name it.
 * @example countryName('IT', 'ar', 'Italy') === 'إيطاليا'
 * @example countryName('GB', 'fr', 'United Kingdom') === 'Royaume-Uni'
 */
export function countryName(code: string, language: LanguageCode, fallback: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return fallback;
  const locale = getLanguage(language).bcp47;
  let namer = namers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    namers.set(locale, namer);
  }
  return namer.of(code) ?? fallback;
}
