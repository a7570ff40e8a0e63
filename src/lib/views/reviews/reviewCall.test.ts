import { describe, expect, it } from 'vitest';
import { reviewCallParams, reviewLanguage } from './reviewCall';
import { DEFAULT_REVIEW_PAGE_QUERY } from './reviewPageQuery';

const product = { kind: 'product', tgid: 10002 } as const;

describe('reviewCallParams', () => {
  it('asks for the most relevant first page of 10 by default', () => {
    expect(reviewCallParams(product, DEFAULT_REVIEW_PAGE_QUERY, 'en')).toEqual({
      limit: 10,
      offset: 0,
      language: 'en',
      'sort-type': 'MOST_RELEVANT',
    });
  });

  it('maps sort, rating filter, images and page to the v6 parameters', () => {
    expect(
      reviewCallParams(product, { sort: 'most-recent', rating: '4-plus', withImages: true, page: 2 }, 'fr'),
    ).toEqual({
      limit: 10,
      offset: 10,
      language: 'fr',
      'sort-type': 'MOST_RECENT',
      'rating-filter': 'GE_4',
      'media-filter': 'true',
    });
    expect(
      reviewCallParams(product, { ...DEFAULT_REVIEW_PAGE_QUERY, rating: '3' }, 'en')['rating-filter'],
    ).toBe('EQ_3');
    expect(
      reviewCallParams(product, { ...DEFAULT_REVIEW_PAGE_QUERY, rating: 'under-3' }, 'en')['rating-filter'],
    ).toBe('LT_3');
  });

  it('sends only limit, offset and language for collection and category reviews', () => {
    const query = { sort: 'most-recent', rating: '3', withImages: true, page: 4 } as const;
    expect(reviewCallParams({ kind: 'collection', id: 180 }, query, 'it')).toEqual({
      limit: 10,
      offset: 30,
      language: 'it',
    });
    expect(
      reviewCallParams({ kind: 'cityCategory', city: 'ROME', level: 'categories', id: 1 }, query, 'en'),
    ).toEqual({ limit: 10, offset: 30, language: 'en' });
  });
});

describe('reviewLanguage', () => {
  it('keeps the seven review languages and falls back to English', () => {
    expect(['en', 'es', 'fr', 'it', 'de', 'pt', 'nl'].map((code) => reviewLanguage(code as 'en'))).toEqual([
      'en',
      'es',
      'fr',
      'it',
      'de',
      'pt',
      'nl',
    ]);
    expect(reviewLanguage('ja')).toBe('en');
    expect(reviewLanguage('ar')).toBe('en');
    expect(reviewLanguage('cn')).toBe('en');
  });
});
