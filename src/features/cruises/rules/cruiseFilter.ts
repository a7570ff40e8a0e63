import { z } from 'zod';
import { CRUISE_FILTER_PARAM } from './cruiseFilterParam';
import { CRUISE_KINDS, type CruiseKind } from './cruiseKind';

export { CRUISE_FILTER_PARAM };
export const CRUISE_FILTERS = ['all', ...CRUISE_KINDS] as const;
export type CruiseFilter = (typeof CRUISE_FILTERS)[number];

const filterSchema = z.string().trim().toLowerCase().pipe(z.enum(CRUISE_FILTERS)).catch('all');

/**
 * The chosen filter of a cruises page: one of all, sightseeing, lunch, dinner, combos (any case);
 * missing or unknown values show everything.
 * @example cruiseFilter(new URLSearchParams('filter=Lunch')) === 'lunch'
 * @example cruiseFilter(new URLSearchParams('filter=brunch')) === 'all'
 */
export function cruiseFilter(query: URLSearchParams): CruiseFilter {
  return filterSchema.parse(query.get(CRUISE_FILTER_PARAM) ?? 'all');
}

/**
 * The link of a filter: the page's path for All (the canonical URL), else `?filter=<kind>`.
 * @example cruiseFilterHref('/ar/seine-river-cruises/', 'dinner') === '/ar/seine-river-cruises/?filter=dinner'
 */
export function cruiseFilterHref(pathname: string, filter: CruiseFilter): string {
  return filter === 'all' ? pathname : `${pathname}?${CRUISE_FILTER_PARAM}=${filter}`;
}

/**
 * How many products each filter shows (All counts every kind).
 * @example cruiseCounts(['lunch', 'dinner', 'dinner']) → { all: 3, sightseeing: 0, lunch: 1, dinner: 2, combos: 0 }
 */
export function cruiseCounts(kinds: readonly CruiseKind[]): Record<CruiseFilter, number> {
  const counts: Record<CruiseFilter, number> = {
    all: kinds.length,
    sightseeing: 0,
    lunch: 0,
    dinner: 0,
    combos: 0,
  };
  for (const kind of kinds) counts[kind] += 1;
  return counts;
}

/** Whether a product of `kind` shows under `filter`. */
export const matchesFilter = (kind: CruiseKind, filter: CruiseFilter): boolean =>
  filter === 'all' || filter === kind;
