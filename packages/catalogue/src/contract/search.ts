/**
 * How the catalogue reads a visitor's search (`q=` of `/api/v1/tour-groups/search`): normalised, then matched
 * word by word. The storefront normalises its own `?q=` and splits its content search the same way
 * (`src/lib/rules/search/searchQuery.ts`), so a search finds products and pages alike.
 */

/** Longest search a visitor can make, in characters (code points); longer ones are shortened. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** A visitor's search, cleaned: what is searched and shown back. */
export interface SearchQuery {
  text: string;
  /** The visitor typed more than `SEARCH_QUERY_MAX_LENGTH` characters: only the first ones are searched. */
  shortened: boolean;
}

// Control and format characters (NUL, bidi overrides, zero-width joiners…) and lone surrogates: never
// part of a search, dropped before anything else.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/**
 * A search as typed, normalised: Unicode NFKC (full-width letters, ligatures), control and format
 * characters dropped, runs of white space made one space, trimmed, cut at 100 characters (code
 * points, never half a surrogate pair); undefined when nothing is left.
 * @example normaliseSearch('  Ｃolosseum\u0000  night\ttour ') → { text: 'Colosseum night tour', shortened: false }
 * @example normaliseSearch('a'.repeat(150)) → { text: 'a'.repeat(100), shortened: true }
 */
export function normaliseSearch(raw: string): SearchQuery | undefined {
  const cleaned = raw.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
  const chars = Array.from(cleaned);
  const shortened = chars.length > SEARCH_QUERY_MAX_LENGTH;
  const text = (shortened ? chars.slice(0, SEARCH_QUERY_MAX_LENGTH).join('') : cleaned).trim();
  return text ? { text, shortened } : undefined;
}

/** Words of a search that are matched (a longer search is matched on its first ones). */
export const SEARCH_MAX_WORDS = 8;

/**
 * The words of a normalised search, at most eight: each must occur in a product's name or a page's
 * text for it to be found (the catalogue's search and the content search both split by this).
 * @example searchWords('Colosseum  night tour') → ['Colosseum', 'night', 'tour']
 */
export function searchWords(text: string): string[] {
  return text
    .split(' ')
    .filter((word) => word !== '')
    .slice(0, SEARCH_MAX_WORDS);
}
