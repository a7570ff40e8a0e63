/**
 * The 20 languages the catalogue answers in (`language=` of every endpoint, the language-keyed URL slugs of
 * its answers): the storefront serves exactly these (`src/lib/i18n/languageTags.ts` re-exports them).
 */
export const LANGUAGE_CODES = [
  'en',
  'es',
  'it',
  'fr',
  'pt',
  'de',
  'nl',
  'ja',
  'tw',
  'cn',
  'ko',
  'id',
  'pl',
  'ar',
  'ru',
  'da',
  'no',
  'ro',
  'sv',
  'tr',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];
