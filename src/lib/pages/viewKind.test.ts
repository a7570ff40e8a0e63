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
    expect(viewKind('microsite', 'airportTransfers', {})).toBe('transfers');
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
    ).toBe('contentPage');
  });
  it('shows content_page documents as attraction guides, unless they are a seating plan', () => {
    expect(viewKind('content_page', 'default', { poi_id: 176 })).toBe('contentPage');
    expect(viewKind('content_page', 'seatMapExperiment', {}, { tags: ['poi-60001-seatmap'] })).toBe(
      'seatingPlan',
    );
  });
  it('shows venue pages by document type, and seating-plan pages that name their venue with the seat map', () => {
    expect(viewKind('venue_page', 'default', {})).toBe('venue');
    expect(viewKind('microsite', 'seatMapExperiment', {}, { tags: ['poi-60001-seatmap'] })).toBe(
      'seatingPlan',
    );
    expect(
      viewKind('microsite', 'default', { poi_id: 60102 }, { path: '/gershwin-theatre-seating-chart/' }),
    ).toBe('seatingPlan');
    expect(viewKind('microsite', 'default', {}, { path: '/es/lyceum-theatre-seating-plan/' })).toBe(
      'content',
    );
    expect(viewKind('microsite', 'default', { poi_id: 60001 }, { path: '/lyceum-theatre/' })).toBe('content');
  });
  it('shows every other page as a page of slices', () => {
    expect(viewKind('microsite', 'hopOnHopOff', {})).toBe('content');
    expect(viewKind('news_page', 'default', {})).toBe('content');
  });
});
