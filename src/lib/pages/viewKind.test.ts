import { describe, expect, it } from 'vitest';
import { viewKind } from './viewKind';

describe('viewKind', () => {
  it('shows show and reviews pages by document type, whatever the page type', () => {
    expect(viewKind('showpage', 'default', {})).toBe('show');
    expect(viewKind('reviews_page', 'city', {})).toBe('reviews');
  });
  it('follows the resolved page type for city, category and sub-category pages', () => {
    expect(viewKind('microsite', 'city', {})).toBe('city');
    expect(viewKind('microsite', 'category', {})).toBe('category');
    expect(viewKind('microsite', 'subCategory', {})).toBe('category');
  });
  it('makes a collection page only of a microsite tagged as one with a collection id', () => {
    expect(
      viewKind('microsite', 'default', { tagged_content_type: 'Collection', tagged_collection: '167' }),
    ).toBe('collection');
    expect(
      viewKind('microsite', 'default', { tagged_content_type: 'collection', tagged_collection: null }),
    ).toBe('content');
    expect(
      viewKind('content_page', 'default', { tagged_content_type: 'collection', tagged_collection: 167 }),
    ).toBe('content');
  });
  it('shows every other page as a page of slices', () => {
    expect(viewKind('microsite', 'hopOnHopOff', {})).toBe('content');
    expect(viewKind('news_page', 'default', {})).toBe('content');
  });
});
