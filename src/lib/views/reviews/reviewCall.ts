import type { CatalogueClient, Params, RequestContext } from '../../catalogue/client';
import type { LanguageCode } from '../../i18n/languages';
import { reviewQueryParams } from '../../rules/reviews/reviewQuery';
import { pageOffset } from '../../rules/pagination/paginate';
import type { ReviewPageQuery, SectionSort } from './reviewPageQuery';
import type { ReviewSource } from './reviewSource';

/** Reviews per page (spec 000 §9: default reviews limit 10). */
export const REVIEWS_PER_PAGE = 10;

/**
 * The languages reviews are written in (spec 001 §9: seven languages are offered for reviews; the
 * catalogue holds reviews in these). A page in another language shows the English reviews.
 */
export const REVIEW_LANGUAGES = ['en', 'es', 'fr', 'it', 'de', 'pt', 'nl'] as const satisfies LanguageCode[];

/** @example reviewLanguage('fr') === 'fr'; reviewLanguage('ja') === 'en' */
export function reviewLanguage(language: LanguageCode): LanguageCode {
  return (REVIEW_LANGUAGES as readonly LanguageCode[]).includes(language) ? language : 'en';
}

// The rules' reviewQueryParams speak the v2 call (sort-type HELPFULNESS|RATING|TIME); the v6 call the
// pages use sorts with MOST_RELEVANT|MOST_RECENT and filters with the same rating-filter/media-filter.
const v6Sort: Record<SectionSort, string> = {
  'most-relevant': 'MOST_RELEVANT',
  'most-recent': 'MOST_RECENT',
};

/**
 * The catalogue parameters of a review section's state. Product reviews take sort and filters;
 * collection and category reviews only limit, offset and language. The language is always sent, so the
 * reviews are in the page's language (or English) whatever the catalogue's default.
 * @example reviewCallParams({ kind: 'product', tgid: 1 }, { sort: 'most-recent', rating: '4-plus', withImages: true, page: 2 }, 'en')
 *   → { limit: 10, offset: 10, language: 'en', 'sort-type': 'MOST_RECENT', 'rating-filter': 'GE_4', 'media-filter': 'true' }
 */
export function reviewCallParams(
  source: ReviewSource,
  query: ReviewPageQuery,
  language: LanguageCode,
): Params {
  const base = { limit: REVIEWS_PER_PAGE, offset: pageOffset(query.page, REVIEWS_PER_PAGE), language };
  if (source.kind !== 'product') return base;
  const filters = {
    ...(query.rating ? reviewQueryParams({ filter: query.rating }) : {}),
    ...(query.withImages ? reviewQueryParams({ filter: 'with-images' }) : {}),
  };
  return {
    ...base,
    'sort-type': v6Sort[query.sort],
    ...(filters['rating-filter'] && { 'rating-filter': filters['rating-filter'] }),
    ...(filters['media-filter'] && { 'media-filter': filters['media-filter'] }),
  };
}

/** Asks the catalogue for one page of the source's reviews; undefined or null when the call failed. */
export function fetchReviews(
  catalogue: CatalogueClient,
  source: ReviewSource,
  params: Params,
  request: RequestContext,
): Promise<unknown> {
  switch (source.kind) {
    case 'product':
      return catalogue.getReviews(source.tgid, params, request);
    case 'collection':
      return catalogue.getCollectionReviews(source.id, params, request);
    case 'cityCategory':
      return catalogue.getCityCategoryReviews(source.city, source.level, source.id, params, request);
  }
}
