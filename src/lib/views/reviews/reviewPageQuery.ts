import { z } from 'zod';
import { DEFAULT_REVIEW_SORT, type ReviewFilter, type ReviewSort } from '../../rules/reviews/reviewQuery';

/** Query parameters of a review section, named after spec 001 §2 (`filter-reviews`, `page`). */
export const SORT_PARAM = 'sort';
export const FILTER_PARAM = 'filter-reviews';
export const PAGE_PARAM = 'page';

/** The sorts the catalogue's reviews call offers (MOST_RELEVANT, MOST_RECENT; spec 000 §3). */
export const SECTION_SORTS = ['most-relevant', 'most-recent'] as const satisfies readonly ReviewSort[];
export type SectionSort = (typeof SECTION_SORTS)[number];

/** Rating filters: one at a time (the catalogue takes one rating-filter); "with images" combines with any. */
export const RATING_FILTERS = ['4-plus', '3', 'under-3'] as const satisfies readonly ReviewFilter[];
export type RatingFilter = (typeof RATING_FILTERS)[number];
export const IMAGES_FILTER = 'with-images' satisfies ReviewFilter;

/** The catalogue answers offsets up to 1,000,000: 100,000 pages of 10. */
export const MAX_REVIEW_PAGE = 100_000;

export interface ReviewPageQuery {
  sort: SectionSort;
  rating: RatingFilter | undefined;
  withImages: boolean;
  /** 1-based. */
  page: number;
}

export const DEFAULT_REVIEW_PAGE_QUERY: ReviewPageQuery = {
  sort: DEFAULT_REVIEW_SORT as SectionSort,
  rating: undefined,
  withImages: false,
  page: 1,
};

const sortSchema = z.enum(SECTION_SORTS).catch(DEFAULT_REVIEW_PAGE_QUERY.sort);
const pageSchema = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number)
  .pipe(z.number().max(MAX_REVIEW_PAGE))
  .catch(1);
const ratingSchema = z.enum(RATING_FILTERS);

/**
 * The review section's state from the page URL. Anything unusable falls back to its default, so a
 * hand-edited URL never fails: unknown sorts give most relevant, bad pages give 1, unknown filters are
 * ignored. Filters come repeated or comma-separated; the first rating filter wins.
 * @example parseReviewPageQuery(new URLSearchParams('sort=most-recent&filter-reviews=3&filter-reviews=with-images&page=2'))
 *   → { sort: 'most-recent', rating: '3', withImages: true, page: 2 }
 */
export function parseReviewPageQuery(search: URLSearchParams): ReviewPageQuery {
  const filters = search
    .getAll(FILTER_PARAM)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase());
  const rating = filters.map((value) => ratingSchema.safeParse(value)).find((result) => result.success);
  return {
    sort: sortSchema.parse(search.get(SORT_PARAM)?.trim().toLowerCase()),
    rating: rating?.data,
    withImages: filters.includes(IMAGES_FILTER),
    page: pageSchema.parse(search.get(PAGE_PARAM)?.trim() ?? ''),
  };
}

/** Whether the visitor narrowed the reviews (the empty state then offers to show them all). */
export const hasReviewFilter = (query: ReviewPageQuery): boolean =>
  query.rating !== undefined || query.withImages;
