import {
  DEFAULT_REVIEW_PAGE_QUERY,
  FILTER_PARAM,
  IMAGES_FILTER,
  PAGE_PARAM,
  SORT_PARAM,
  type RatingFilter,
  type ReviewPageQuery,
  type SectionSort,
} from './reviewPageQuery';

/** The id of the review section: every link of the section lands on it. */
export const REVIEWS_ANCHOR = 'reviews';

/**
 * A link to the page showing the reviews in state `query`: the page's path, every other query
 * parameter kept in its order, ours set only when they differ from the default (so the unfiltered
 * first page is the clean URL), and the `#reviews` anchor.
 * @example reviewsHref(new URL('https://x.com/reviews/?currency=EUR&page=3'), { ...query, page: 1 })
 *   === '/reviews/?currency=EUR#reviews'
 */
export function reviewsHref(url: URL, query: ReviewPageQuery): string {
  const search = new URLSearchParams(url.search);
  for (const name of [FILTER_PARAM, SORT_PARAM, PAGE_PARAM]) search.delete(name);
  if (query.rating) search.append(FILTER_PARAM, query.rating);
  if (query.withImages) search.append(FILTER_PARAM, IMAGES_FILTER);
  if (query.sort !== DEFAULT_REVIEW_PAGE_QUERY.sort) search.set(SORT_PARAM, query.sort);
  if (query.page > 1) search.set(PAGE_PARAM, String(query.page));
  const text = search.toString();
  return `${url.pathname}${text ? `?${text}` : ''}#${REVIEWS_ANCHOR}`;
}

/*
 * The section's transitions. Changing what is shown (sort, filters) goes back to the first page, since
 * the visitor's page number means nothing in the new list; paging keeps everything else.
 */

/** @example withSort({ sort: 'most-relevant', rating: '3', withImages: false, page: 4 }, 'most-recent').page === 1 */
export const withSort = (query: ReviewPageQuery, sort: SectionSort): ReviewPageQuery => ({
  ...query,
  sort,
  page: 1,
});

/** Chooses a rating filter, or clears it when it is the one already chosen (the links toggle). */
export const withRating = (query: ReviewPageQuery, rating: RatingFilter): ReviewPageQuery => ({
  ...query,
  rating: query.rating === rating ? undefined : rating,
  page: 1,
});

/** Turns "with images" on or off. */
export const withImagesToggled = (query: ReviewPageQuery): ReviewPageQuery => ({
  ...query,
  withImages: !query.withImages,
  page: 1,
});

/** Every review again, in the visitor's sort ("Show all reviews"). */
export const withoutFilters = (query: ReviewPageQuery): ReviewPageQuery => ({
  ...query,
  rating: undefined,
  withImages: false,
  page: 1,
});

export const atPage = (query: ReviewPageQuery, page: number): ReviewPageQuery => ({ ...query, page });
