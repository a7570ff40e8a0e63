import type { LanguageCode } from '../../i18n/languages';
import type { Translate } from '../../i18n/translator';
import { reviewFilterLabel, reviewSortLabel } from '../../rules/reviews/reviewOptionLabel';
import { reviewsHref, withImagesToggled, withoutFilters, withRating, withSort } from './reviewLinks';
import { IMAGES_FILTER, RATING_FILTERS, SECTION_SORTS, type ReviewPageQuery } from './reviewPageQuery';

/** A sort or filter choice: a plain link (works without JavaScript) to the list in that state. */
export interface ReviewLink {
  /** The option's value (`most-recent`, `4-plus`, `with-images`, `all`). */
  value: string;
  label: string;
  href: string;
  active: boolean;
}

/**
 * The sort and filter links of a review section in state `query`. Filters: "All reviews", the three
 * rating filters (choosing the active one again clears it) and "With images", which combines with a
 * rating filter; every change goes back to page 1 and keeps the sort and other query parameters.
 * @example reviewControls(DEFAULT_REVIEW_PAGE_QUERY, new URL('https://x.com/reviews/'), 'en', t).filters[1]
 *   → { value: '4-plus', label: '4+ stars', href: '/reviews/?filter-reviews=4-plus#reviews', active: false }
 */
export function reviewControls(
  query: ReviewPageQuery,
  url: URL,
  language: LanguageCode,
  t: Translate,
): { sorts: ReviewLink[]; filters: ReviewLink[] } {
  return {
    sorts: SECTION_SORTS.map((sort) => ({
      value: sort,
      label: reviewSortLabel(sort, language),
      href: reviewsHref(url, withSort(query, sort)),
      active: query.sort === sort,
    })),
    filters: [
      {
        value: 'all',
        label: t('reviews.filter.all'),
        href: reviewsHref(url, withoutFilters(query)),
        active: query.rating === undefined && !query.withImages,
      },
      ...RATING_FILTERS.map((rating) => ({
        value: rating,
        label: reviewFilterLabel(rating, language),
        href: reviewsHref(url, withRating(query, rating)),
        active: query.rating === rating,
      })),
      {
        value: IMAGES_FILTER,
        label: reviewFilterLabel(IMAGES_FILTER, language),
        href: reviewsHref(url, withImagesToggled(query)),
        active: query.withImages,
      },
    ],
  };
}
