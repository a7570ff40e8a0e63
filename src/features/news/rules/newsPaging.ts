import { z } from 'zod';

/** Articles per page of "all news". */
export const NEWS_PAGE_SIZE = 10;
export const NEWS_PAGE_PARAM = 'page';

/** What `?page=` asks for: a page number, or nothing usable (then the first page is shown). */
export type RequestedPage = { kind: 'page'; page: number } | { kind: 'first'; malformed: boolean };

const pageNumber = z.coerce.number().int().min(1).max(100_000);

/**
 * The page a hub is asked for: `?page=N` with N a whole number from 1; a missing parameter is the
 * first page, anything else (`0`, `-2`, `2.5`, `abc`, repeated) is malformed and also shows the first
 * page, with the canonical URL pointing at it.
 * @example requestedPage(new URLSearchParams('page=2')) → { kind: 'page', page: 2 }
 * @example requestedPage(new URLSearchParams('page=abc')) → { kind: 'first', malformed: true }
 */
export function requestedPage(query: URLSearchParams): RequestedPage {
  const values = query.getAll(NEWS_PAGE_PARAM);
  if (values.length === 0) return { kind: 'first', malformed: false };
  const value = values[0]?.trim() ?? '';
  const parsed = values.length === 1 && /^\d+$/.test(value) ? pageNumber.safeParse(value) : undefined;
  if (!parsed?.success) return { kind: 'first', malformed: true };
  return parsed.data === 1 ? { kind: 'first', malformed: false } : { kind: 'page', page: parsed.data };
}

export interface NewsPaging<T> {
  /** The page shown (1-based). */
  page: number;
  /** How many pages there are (at least 1, an empty listing is one empty page). */
  pages: number;
  items: T[];
  /** The asked page lies past the last one: the hub answers 404. */
  outOfRange: boolean;
}

/**
 * One page of a listing, `size` items a page; a page past the last is out of range (no items).
 * @example pageOf(['a', 'b', 'c'], 2, 2) → { page: 2, pages: 2, items: ['c'], outOfRange: false }
 */
export function pageOf<T>(items: readonly T[], page: number, size: number = NEWS_PAGE_SIZE): NewsPaging<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  if (page > pages) return { page, pages, items: [], outOfRange: true };
  return { page, pages, items: items.slice((page - 1) * size, page * size), outOfRange: false };
}

/**
 * The link to a page of the hub: the hub's path for page 1, `?page=N` after it; the visitor's other
 * query parameters are dropped (they belong to one visit, not to the listing).
 * @example newsPageHref('/ar/news/', 1) === '/ar/news/'; newsPageHref('/news/', 3) === '/news/?page=3'
 */
export function newsPageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?${NEWS_PAGE_PARAM}=${page}`;
}
