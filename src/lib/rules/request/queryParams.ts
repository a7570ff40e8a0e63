import { SEARCH_PARAM } from '../search/searchQuery';
import { TRANSFER_QUERY_PARAMS } from '../../../features/transfers/rules/transferSearch';

/**
 * The query parameters some page type reads (issue 20 §1): the canonical query of a request keeps these
 * and nothing else, so a page can never be rendered from, nor keyed by, a parameter nobody reads. Each
 * name is the constant of the rule that reads it (the test `queryParams.test.ts` holds them together).
 *
 * - `sort`, `filter-reviews`, `page`: the review section and the reviews page; `page` also the news hub
 * - `filter`: the cruises page's filter
 * - `subcategory`: the category page's chosen sub-category
 * - the airport transfer search, a GET form (`TRANSFER_QUERY_PARAMS`)
 * - `promo`: a promo code typed on a show page (never kept by the page cache: each try is rate limited)
 * - `q`: the site search (`/search/`; its results are never kept by the page cache)
 * - `subscribed`, `group`: the outcome of the sign-up and group booking forms (no JavaScript)
 * - `cookie-preferences`: reopens the consent banner; `overrideLazyLoad`: lazy sections at once
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'sort',
  'filter-reviews',
  'page',
  'filter',
  'subcategory',
  ...TRANSFER_QUERY_PARAMS,
  'promo',
  SEARCH_PARAM,
  'subscribed',
  'group',
  'cookie-preferences',
  'overrideLazyLoad',
]);

/**
 * Tracking and ad-click identifiers (spec 001 §2 "attribution and ad-click identifiers"): never in a
 * cacheable page; they reach the booking hand-off through the attribution cookie (docs/security.md).
 */
const TRACKING = new Set(['gclid', 'fbclid', 'msclkid', 'ci', 'cm']);
export const isTrackingParam = (name: string): boolean => TRACKING.has(name) || name.startsWith('utm_');

/** A name keeps at most this many values, each at most this long (longer ones are dropped). */
const MAX_VALUES = 8;
const MAX_VALUE_LENGTH = 200;

export interface SplitQuery {
  /** The page's parameters, sorted by name (stable for repeated names), re-encoded; '' when none. */
  canonical: string;
  /** The tracking identifiers, in their order, re-encoded; '' when none. */
  tracking: string;
  /** Whether anything was dropped or reordered (the canonical URL differs from the one asked). */
  changed: boolean;
}

/**
 * Splits a query string into the canonical page query and the tracking identifiers; every other
 * parameter is ignored.
 * @example splitQuery('?utm_source=x&sort=most-recent&junk=1&page=2').canonical === 'page=2&sort=most-recent'
 * @example splitQuery('?utm_source=x&gclid=9').tracking === 'utm_source=x&gclid=9'
 */
export function splitQuery(search: string): SplitQuery {
  if (search === '' || search === '?') return { canonical: '', tracking: '', changed: false };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { canonical: '', tracking: '', changed: true };
  }
  const kept: [string, string][] = [];
  const tracked: [string, string][] = [];
  const counts = new Map<string, number>();
  for (const [name, value] of params) {
    if (isTrackingParam(name)) {
      if (value.length <= MAX_VALUE_LENGTH && tracked.length < 16) tracked.push([name, value]);
      continue;
    }
    if (!PAGE_QUERY_PARAMS.has(name) || value.length > MAX_VALUE_LENGTH) continue;
    const count = (counts.get(name) ?? 0) + 1;
    counts.set(name, count);
    if (count <= MAX_VALUES) kept.push([name, value]);
  }
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const canonical = kept.length ? new URLSearchParams(kept).toString() : '';
  const tracking = tracked.length ? new URLSearchParams(tracked).toString() : '';
  const asked = search.startsWith('?') ? search.slice(1) : search;
  return { canonical, tracking, changed: canonical !== asked };
}
