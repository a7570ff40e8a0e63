/**
 * The 20 storefront languages' codes and the two facts that formatting in the browser needs (the BCP 47
 * tag and the clock), apart from the full table (src/lib/i18n/languages.ts, which builds on these): the
 * islands format dates, times and prices without shipping every language's names and CMS locales.
 */
import { LANGUAGE_CODES, type LanguageCode } from '@storefront/catalogue/contract';

export { LANGUAGE_CODES, type LanguageCode };

/** The BCP 47 tag of each language, for Intl and the `lang` attribute (its URL code otherwise). */
const TAGS: Partial<Record<LanguageCode, string>> = { tw: 'zh-Hant-TW', cn: 'zh-Hans-CN', no: 'nb' };

/** @example languageTag('tw') === 'zh-Hant-TW'; languageTag('de') === 'de' */
export const languageTag = (code: LanguageCode): string => TAGS[code] ?? code;

/** The 12-hour clock is for English only (spec 001 §9). @example usesHour12('en') === true */
export const usesHour12 = (code: LanguageCode): boolean => code === 'en';
