import { normaliseSearch, type SearchQuery } from '@storefront/catalogue/contract';

/** The query parameter of the site search's GET form (`/search/?q=…`). */
export const SEARCH_PARAM = 'q';

export {
  normaliseSearch,
  searchWords,
  SEARCH_MAX_WORDS,
  SEARCH_QUERY_MAX_LENGTH,
  type SearchQuery,
} from '@storefront/catalogue/contract';

/**
 * The search of a page's query (`?q=`), normalised (`normaliseSearch`); undefined when absent or blank.
 * @example searchQuery(new URLSearchParams('q=%20wicked%20')) → { text: 'wicked', shortened: false }
 */
export function searchQuery(params: URLSearchParams): SearchQuery | undefined {
  const raw = params.get(SEARCH_PARAM);
  return raw === null ? undefined : normaliseSearch(raw);
}
