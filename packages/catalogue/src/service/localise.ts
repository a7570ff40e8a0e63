import { LANGUAGE_CODES } from '../contract/languages.ts';

/**
 * Picks the text of `language` from a per-language map, falling back to English unless
 * `fallback` is false (the API's `fallback-to-english=0`).
 *
 * @example
 * localise({ en: 'Rome', it: 'Roma' }, 'de') // 'Rome'
 */
export function localise<T>(
  texts: Record<string, T> | null | undefined,
  language: string,
  fallback = true,
): T | null {
  if (!texts) return null;
  return texts[language] ?? (fallback ? (texts['en'] ?? null) : null);
}

/**
 * Language-keyed URL slugs (`EN` without prefix, other languages under `/{code}/`), for every
 * language or for `languages` only.
 *
 * @example
 * urlSlugs('colosseum', ['en', 'it']) // { EN: '/colosseum/', IT: '/it/colosseum/' }
 */
export function urlSlugs(
  slug: string,
  languages: readonly string[] = LANGUAGE_CODES,
): Record<string, string> {
  const slugs: Record<string, string> = {};
  for (const code of languages) slugs[code.toUpperCase()] = code === 'en' ? `/${slug}/` : `/${code}/${slug}/`;
  return slugs;
}
