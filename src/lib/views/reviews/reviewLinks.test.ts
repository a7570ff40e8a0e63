import { describe, expect, it } from 'vitest';
import { atPage, reviewsHref, withImagesToggled, withoutFilters, withRating, withSort } from './reviewLinks';
import { DEFAULT_REVIEW_PAGE_QUERY, type ReviewPageQuery } from './reviewPageQuery';

const url = (search = '') => new URL(`http://london-theatre.localhost:4321/fr/reviews/${search}`);
const filtered: ReviewPageQuery = { sort: 'most-recent', rating: '4-plus', withImages: true, page: 3 };

describe('reviewsHref', () => {
  it('is the clean path with the anchor for the default state', () => {
    expect(reviewsHref(url(), DEFAULT_REVIEW_PAGE_QUERY)).toBe('/fr/reviews/#reviews');
  });

  it('writes filters repeated, then sort, then page', () => {
    expect(reviewsHref(url(), filtered)).toBe(
      '/fr/reviews/?filter-reviews=4-plus&filter-reviews=with-images&sort=most-recent&page=3#reviews',
    );
  });

  it('keeps the other query parameters in their order and replaces ours', () => {
    expect(
      reviewsHref(
        url('?overrideLazyLoad&page=9&sort=most-recent&utm_source=mail'),
        atPage(DEFAULT_REVIEW_PAGE_QUERY, 2),
      ),
    ).toBe('/fr/reviews/?overrideLazyLoad=&utm_source=mail&page=2#reviews');
  });

  it('drops repeated and comma-separated filters of the old state', () => {
    expect(
      reviewsHref(url('?filter-reviews=3,with-images&filter-reviews=under-3'), DEFAULT_REVIEW_PAGE_QUERY),
    ).toBe('/fr/reviews/#reviews');
  });

  it('encodes what it keeps', () => {
    expect(reviewsHref(url('?q=a%20b%26c'), DEFAULT_REVIEW_PAGE_QUERY)).toBe(
      '/fr/reviews/?q=a+b%26c#reviews',
    );
  });
});

describe('transitions', () => {
  it('go back to page 1 when the sort or a filter changes', () => {
    expect(withSort(filtered, 'most-relevant')).toEqual({ ...filtered, sort: 'most-relevant', page: 1 });
    expect(withRating(filtered, '3')).toEqual({ ...filtered, rating: '3', page: 1 });
    expect(withImagesToggled(filtered)).toEqual({ ...filtered, withImages: false, page: 1 });
  });

  it('toggle the chosen rating filter off, and keep "with images"', () => {
    expect(withRating(filtered, '4-plus')).toEqual({ ...filtered, rating: undefined, page: 1 });
    expect(withImagesToggled(DEFAULT_REVIEW_PAGE_QUERY).withImages).toBe(true);
  });

  it('"show all reviews" clears every filter and keeps the sort', () => {
    expect(withoutFilters(filtered)).toEqual({
      sort: 'most-recent',
      rating: undefined,
      withImages: false,
      page: 1,
    });
  });

  it('paging keeps sort and filters', () => {
    expect(atPage(filtered, 7)).toEqual({ ...filtered, page: 7 });
  });
});
