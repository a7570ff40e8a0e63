import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_PAGE_QUERY, hasReviewFilter, parseReviewPageQuery } from './reviewPageQuery';

const parse = (search: string) => parseReviewPageQuery(new URLSearchParams(search));

describe('parseReviewPageQuery', () => {
  it('gives the defaults for an empty query: most relevant, no filter, page 1', () => {
    expect(parse('')).toEqual({ sort: 'most-relevant', rating: undefined, withImages: false, page: 1 });
    expect(parse('')).toEqual(DEFAULT_REVIEW_PAGE_QUERY);
  });

  it('reads sort, repeated filters and page', () => {
    expect(parse('sort=most-recent&filter-reviews=3&filter-reviews=with-images&page=2')).toEqual({
      sort: 'most-recent',
      rating: '3',
      withImages: true,
      page: 2,
    });
  });

  it('reads comma-separated filters, case and spaces aside', () => {
    expect(parse('filter-reviews=With-Images,%204-PLUS')).toMatchObject({
      rating: '4-plus',
      withImages: true,
    });
  });

  it('keeps the first rating filter when several are given', () => {
    expect(parse('filter-reviews=under-3&filter-reviews=4-plus').rating).toBe('under-3');
  });

  it('falls back for sorts the catalogue cannot do and for junk', () => {
    expect(parse('sort=high-to-low').sort).toBe('most-relevant');
    expect(parse('sort=%3Cscript%3E').sort).toBe('most-relevant');
    expect(parse('sort=MOST-RECENT').sort).toBe('most-recent');
  });

  it('ignores unknown filters', () => {
    expect(parse('filter-reviews=5&filter-reviews=GE_4')).toMatchObject({
      rating: undefined,
      withImages: false,
    });
  });

  it('answers page 1 for pages that are not whole numbers from 1 to 100000', () => {
    for (const bad of ['0', '-2', '2.5', 'abc', '1e3', '0x10', '100001', '9999999999', ''])
      expect([bad, parse(`page=${bad}`).page]).toEqual([bad, 1]);
    expect(parse('page=100000').page).toBe(100000);
    expect(parse('page=%2012').page).toBe(12);
  });
});

describe('hasReviewFilter', () => {
  it('is true with a rating filter or with images only', () => {
    expect(hasReviewFilter(DEFAULT_REVIEW_PAGE_QUERY)).toBe(false);
    expect(hasReviewFilter({ ...DEFAULT_REVIEW_PAGE_QUERY, rating: '3' })).toBe(true);
    expect(hasReviewFilter({ ...DEFAULT_REVIEW_PAGE_QUERY, withImages: true })).toBe(true);
    expect(hasReviewFilter({ ...DEFAULT_REVIEW_PAGE_QUERY, sort: 'most-recent', page: 4 })).toBe(false);
  });
});
