import { describe, expect, it } from 'vitest';
import { formatCompactCount } from './formatCompactCount';
import { formatRating } from './formatRating';
import { hasTrustBadge } from './hasTrustBadge';
import { ratingStars } from './ratingStars';
import { reviewCountLabel, reviewFilterLabel, reviewSortLabel, reviewsEmptyState } from './reviewOptionLabel';
import { parseReviewFilter, parseReviewSort, reviewQueryParams } from './reviewQuery';

const nbsp = '\u00a0';

describe('hasTrustBadge', () => {
  it('needs a rating of at least 4 and at least 100 ratings', () => {
    expect(hasTrustBadge(4, 100)).toBe(true);
    expect(hasTrustBadge(5, 12000)).toBe(true);
    expect(hasTrustBadge(3.99, 5000)).toBe(false);
    expect(hasTrustBadge(4.8, 99)).toBe(false);
  });
  it('refuses impossible or missing values', () => {
    expect(hasTrustBadge(5.01, 500)).toBe(false);
    expect(hasTrustBadge(Number.NaN, 500)).toBe(false);
    expect(hasTrustBadge(4.5, Number.NaN)).toBe(false);
    expect(hasTrustBadge(undefined, 500)).toBe(false);
    expect(hasTrustBadge(4.5, null)).toBe(false);
  });
});

describe('ratingStars', () => {
  it('rounds to the nearest half star out of 5', () => {
    expect(ratingStars(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(ratingStars(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(ratingStars(4.75)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(ratingStars(1.5)).toEqual(['full', 'half', 'empty', 'empty', 'empty']);
    expect(ratingStars(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
  it('clamps out-of-range and unusable ratings', () => {
    expect(ratingStars(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(ratingStars(-2)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(ratingStars(Number.NaN)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(ratingStars(undefined)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});

describe('formatRating', () => {
  it('shows one decimal in the language’s format', () => {
    expect(formatRating(4.25, 'en')).toBe('4.3');
    expect(formatRating(4, 'de')).toBe('4,0');
    expect(formatRating(4.56, 'fr')).toBe('4,6');
  });
  it('clamps to 0..5 and gives an empty string for no rating', () => {
    expect(formatRating(6, 'en')).toBe('5.0');
    expect(formatRating(-1, 'en')).toBe('0.0');
    expect(formatRating(Number.NaN, 'en')).toBe('');
    expect(formatRating(null, 'en')).toBe('');
  });
});

describe('formatCompactCount', () => {
  it('keeps counts below a thousand whole', () => {
    expect(formatCompactCount(999, 'en')).toBe('999');
    expect(formatCompactCount(42.9, 'en')).toBe('42');
  });
  it('uses the language’s suffix from a thousand up', () => {
    expect(formatCompactCount(1000, 'en')).toBe('1K');
    expect(formatCompactCount(1250, 'en')).toBe('1.3K');
    expect(formatCompactCount(12500, 'en')).toBe('12.5K');
    expect(formatCompactCount(2_000_000, 'en')).toBe('2M');
    expect(formatCompactCount(2_000_000, 'de')).toBe(`2${nbsp}Mio.`);
    expect(formatCompactCount(1500, 'ru')).toBe(`1,5${nbsp}тыс.`);
    expect(formatCompactCount(15000, 'ja')).toBe('1.5万');
  });
  it('gives 0 for negative or unusable counts', () => {
    expect(formatCompactCount(-5, 'en')).toBe('0');
    expect(formatCompactCount(Number.NaN, 'en')).toBe('0');
    expect(formatCompactCount(undefined, 'en')).toBe('0');
  });
});

describe('reviewQueryParams', () => {
  it('defaults to most relevant: filter TOP, sort HELPFULNESS DESC, 10 from 0', () => {
    expect(reviewQueryParams()).toEqual({
      limit: '10',
      offset: '0',
      'filter-type': 'TOP',
      'sort-type': 'HELPFULNESS',
      'sort-order': 'DESC',
    });
  });
  it('maps each sort option', () => {
    expect(reviewQueryParams({ sort: 'high-to-low' })).toEqual({
      limit: '10',
      offset: '0',
      'sort-type': 'RATING',
      'sort-order': 'DESC',
    });
    expect(reviewQueryParams({ sort: 'low-to-high', limit: 5, offset: 20 })).toEqual({
      limit: '5',
      offset: '20',
      'sort-type': 'RATING',
      'sort-order': 'ASC',
    });
    expect(reviewQueryParams({ sort: 'most-recent' })).toEqual({
      limit: '10',
      offset: '0',
      'sort-type': 'MOST_RECENT',
      'sort-order': 'DESC',
    });
  });
  it('maps each rating filter', () => {
    expect(reviewQueryParams({ sort: 'high-to-low', filter: '4-plus' })['rating-filter']).toBe('GE_4');
    expect(reviewQueryParams({ filter: '3' })['rating-filter']).toBe('EQ_3');
    expect(reviewQueryParams({ filter: 'under-3' })['rating-filter']).toBe('LT_3');
    expect(reviewQueryParams({ filter: 'with-images' })).toEqual({
      limit: '10',
      offset: '0',
      'filter-type': 'TOP',
      'sort-type': 'HELPFULNESS',
      'sort-order': 'DESC',
      'media-filter': 'true',
    });
  });
  it('falls back to the defaults for unusable paging', () => {
    expect(reviewQueryParams({ limit: -1, offset: 2.5 })).toMatchObject({ limit: '10', offset: '0' });
    expect(reviewQueryParams({ limit: 0 })).toMatchObject({ limit: '0' });
  });
  it('parses options from the URL with a safe default', () => {
    expect(parseReviewSort('high-to-low')).toBe('high-to-low');
    expect(parseReviewSort('nonsense')).toBe('most-relevant');
    expect(parseReviewSort(null)).toBe('most-relevant');
    expect(parseReviewFilter('3')).toBe('3');
    expect(parseReviewFilter('with-images')).toBe('with-images');
    expect(parseReviewFilter('5')).toBeUndefined();
    expect(parseReviewFilter(undefined)).toBeUndefined();
  });
});

describe('review labels', () => {
  it('words sort options, filters and counts', () => {
    expect(reviewSortLabel('most-relevant', 'en')).toBe('Most relevant');
    expect(reviewSortLabel('high-to-low', 'en')).toBe('Rating: high to low');
    expect(reviewSortLabel('low-to-high', 'en')).toBe('Rating: low to high');
    expect(reviewSortLabel('most-recent', 'en')).toBe('Most recent');
    expect(reviewFilterLabel('4-plus', 'en')).toBe('4+ stars');
    expect(reviewFilterLabel('3', 'en')).toBe('3 stars');
    expect(reviewFilterLabel('under-3', 'en')).toBe('Under 3 stars');
    expect(reviewFilterLabel('with-images', 'en')).toBe('With images');
    expect(reviewCountLabel(1, 'en')).toBe('1 review');
    expect(reviewCountLabel(1250, 'en')).toBe('1,250 reviews');
    expect(reviewCountLabel(-3, 'en')).toBe('0 reviews');
    expect(reviewCountLabel(Number.NaN, 'en')).toBe('0 reviews');
    expect(reviewsEmptyState('en')).toEqual({
      message: 'We couldn’t find reviews matching your selected filters',
      action: 'Show all reviews',
    });
  });
});
