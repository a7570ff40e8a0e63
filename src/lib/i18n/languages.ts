/**
 * The 20 storefront languages (spec 001 §9): URL code, Prismic locale, Intl/dayjs locales and direction.
 * One table so that routing, content queries and formatting never disagree.
 */
import { LANGUAGE_CODES, languageTag, usesHour12, type LanguageCode } from './languageTags.ts';

export { LANGUAGE_CODES, type LanguageCode };

export interface Language {
  code: LanguageCode;
  /** Prismic document locale (`lang` of a document). */
  locale: string;
  /** BCP 47 tag for Intl and the `lang` attribute. */
  bcp47: string;
  /** dayjs locale name. */
  dayjs: string;
  displayName: string;
  translatedName: string;
  dir: 'ltr' | 'rtl';
  /** 12-hour clock is used for English only (spec 001 §9). */
  hour12: boolean;
}

const table: Record<LanguageCode, Omit<Language, 'code' | 'bcp47' | 'dir' | 'hour12'>> = {
  en: { locale: 'en-us', dayjs: 'en', displayName: 'English', translatedName: 'English' },
  es: { locale: 'es-es', dayjs: 'es', displayName: 'Spanish', translatedName: 'Español' },
  it: { locale: 'it-it', dayjs: 'it', displayName: 'Italian', translatedName: 'Italiano' },
  fr: { locale: 'fr-fr', dayjs: 'fr', displayName: 'French', translatedName: 'Français' },
  pt: { locale: 'pt-pt', dayjs: 'pt', displayName: 'Portuguese', translatedName: 'Português' },
  de: { locale: 'de-de', dayjs: 'de', displayName: 'German', translatedName: 'Deutsch' },
  nl: { locale: 'nl-nl', dayjs: 'nl', displayName: 'Dutch', translatedName: 'Nederlands' },
  ja: { locale: 'ja-jp', dayjs: 'ja', displayName: 'Japanese', translatedName: '日本語' },
  tw: {
    locale: 'zh-tw',
    dayjs: 'zh-tw',
    displayName: 'Traditional Chinese',
    translatedName: '繁體中文',
  },
  cn: {
    locale: 'zh-cn',
    dayjs: 'zh-cn',
    displayName: 'Simplified Chinese',
    translatedName: '简体中文',
  },
  ko: { locale: 'ko-kr', dayjs: 'ko', displayName: 'Korean', translatedName: '한국어' },
  id: {
    locale: 'id-id',
    dayjs: 'id',
    displayName: 'Indonesian',
    translatedName: 'Bahasa Indonesia',
  },
  pl: { locale: 'pl-pl', dayjs: 'pl', displayName: 'Polish', translatedName: 'Polski' },
  ar: { locale: 'ar-ae', dayjs: 'ar', displayName: 'Arabic', translatedName: 'العربية' },
  ru: { locale: 'ru-ru', dayjs: 'ru', displayName: 'Russian', translatedName: 'Русский' },
  da: { locale: 'da-da', dayjs: 'da', displayName: 'Danish', translatedName: 'Dansk' },
  no: { locale: 'no-nb', dayjs: 'nb', displayName: 'Norwegian', translatedName: 'Norsk' },
  ro: { locale: 'ro-ro', dayjs: 'ro', displayName: 'Romanian', translatedName: 'Română' },
  sv: { locale: 'sv-se', dayjs: 'sv', displayName: 'Swedish', translatedName: 'Svenska' },
  tr: { locale: 'tr-tr', dayjs: 'tr', displayName: 'Turkish', translatedName: 'Türkçe' },
};

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const DEFAULT_LOCALE = 'en-us';

export const LANGUAGES: readonly Language[] = LANGUAGE_CODES.map((code) => ({
  code,
  ...table[code],
  bcp47: languageTag(code),
  dir: code === 'ar' ? 'rtl' : 'ltr',
  hour12: usesHour12(code),
}));

const byCode = new Map(LANGUAGES.map((language) => [language.code, language]));
const byLocale = new Map(LANGUAGES.map((language) => [language.locale, language]));

/** @example isLanguageCode('ar') === true; isLanguageCode('xx') === false */
export function isLanguageCode(value: string): value is LanguageCode {
  return byCode.has(value as LanguageCode);
}

/** @example getLanguage('cn').locale === 'zh-cn' */
export function getLanguage(code: LanguageCode): Language {
  return byCode.get(code) ?? (byCode.get(DEFAULT_LANGUAGE) as Language);
}

/** Maps a URL language code to its Prismic locale; unknown codes get the default en-us. */
export function toPrismicLocale(code: string): string {
  return isLanguageCode(code) ? getLanguage(code).locale : DEFAULT_LOCALE;
}

/** Maps a Prismic locale back to a URL language code, or undefined when the locale is not served. */
export function fromPrismicLocale(locale: string): LanguageCode | undefined {
  return byLocale.get(locale.toLowerCase())?.code;
}
