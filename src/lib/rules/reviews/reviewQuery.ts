import { isWholeNumber } from '../isFiniteNumber';
/** Review sorting of spec 001 §3 (and MOST_RECENT of spec 000 §3); most-relevant is the default. */
export const REVIEW_SORT_OPTIONS = ['most-relevant', 'high-to-low', 'low-to-high', 'most-recent'] as const;
export type ReviewSort = (typeof REVIEW_SORT_OPTIONS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'most-relevant';

/** Review filters of spec 001 §3: 4+ stars, 3 stars, under 3 stars, with images. */
export const REVIEW_FILTERS = ['4-plus', '3', 'under-3', 'with-images'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const DEFAULT_REVIEW_LIMIT = 10;

const sortParams: Record<ReviewSort, Record<string, string>> = {
  'most-relevant': { 'filter-type': 'TOP', 'sort-type': 'HELPFULNESS', 'sort-order': 'DESC' },
  'high-to-low': { 'sort-type': 'RATING', 'sort-order': 'DESC' },
  'low-to-high': { 'sort-type': 'RATING', 'sort-order': 'ASC' },
  'most-recent': { 'sort-type': 'MOST_RECENT', 'sort-order': 'DESC' },
};

const filterParams: Record<ReviewFilter, Record<string, string>> = {
  '4-plus': { 'rating-filter': 'GE_4' },
  '3': { 'rating-filter': 'EQ_3' },
  'under-3': { 'rating-filter': 'LT_3' },
  'with-images': { 'media-filter': 'true' },
};

/** @example parseReviewSort('high-to-low') === 'high-to-low'; parseReviewSort('nonsense') === 'most-relevant' */
export function parseReviewSort(value: string | null | undefined): ReviewSort {
  return (REVIEW_SORT_OPTIONS as readonly string[]).includes(value ?? '')
    ? (value as ReviewSort)
    : DEFAULT_REVIEW_SORT;
}

/** @example parseReviewFilter('3') === '3'; parseReviewFilter('5') === undefined */
export function parseReviewFilter(value: string | null | undefined): ReviewFilter | undefined {
  return (REVIEW_FILTERS as readonly string[]).includes(value ?? '') ? (value as ReviewFilter) : undefined;
}

export interface ReviewQuery {
  sort?: ReviewSort | undefined;
  filter?: ReviewFilter | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

const count = (value: number | undefined, fallback: number): string =>
  String(isWholeNumber(value) && value >= 0 ? value : fallback);

/**
 * The catalogue's review query parameters (spec 000 §7) for a sort and a filter.
 * @example reviewQueryParams({ sort: 'low-to-high', filter: 'under-3' })
 *   → { limit: '10', offset: '0', 'sort-type': 'RATING', 'sort-order': 'ASC', 'rating-filter': 'LT_3' }
 */
export function reviewQueryParams(query: ReviewQuery = {}): Record<string, string> {
  return {
    limit: count(query.limit, DEFAULT_REVIEW_LIMIT),
    offset: count(query.offset, 0),
    ...sortParams[query.sort ?? DEFAULT_REVIEW_SORT],
    ...(query.filter ? filterParams[query.filter] : {}),
  };
}
