import { describe, expect, it } from 'vitest';
import {
  analyticsPageTypeOf,
  PAGE_KINDS,
  recognisePageKind,
  SEARCH_DOCUMENT_TYPE,
  subscribeEventOf,
  VIEW_KINDS,
  type ViewKind,
} from './pageKinds';
import type { PageType } from './pageTypes';

/** Every kind a case below recognised (each kind must be reached by one). */
const recognised = new Set<ViewKind>();
/** The cases of the former `viewKind` switch, unchanged: the registry recognises each the same. */
function viewKind(
  documentType: string,
  pageType: PageType,
  data: Record<string, unknown>,
  page: { tags?: readonly string[]; path?: string } = {},
): ViewKind {
  const kind = recognisePageKind({ documentType, pageType, data, ...page });
  recognised.add(kind);
  return kind;
}

describe('recognisePageKind (the former viewKind cases)', () => {
  it('shows the site search, named by the page route, as the search page', () => {
    expect(viewKind(SEARCH_DOCUMENT_TYPE, 'default', {}, { path: '/fr/search/' })).toBe('search');
    expect(viewKind('microsite', 'default', {}, { path: '/search/' })).toBe('content');
  });
  it('shows show and reviews pages by document type, whatever the page type', () => {
    expect(viewKind('showpage', 'default', {})).toBe('show');
    expect(viewKind('reviews_page', 'city', {})).toBe('reviews');
  });
  it('follows the resolved page type for city, category and sub-category pages', () => {
    expect(viewKind('microsite', 'city', {})).toBe('city');
    expect(viewKind('microsite', 'category', {})).toBe('category');
    expect(viewKind('microsite', 'airportTransfers', {})).toBe('transfers');
    expect(viewKind('microsite', 'cruises', { tagged_category: 18 })).toBe('cruises');
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
  it('shows a hop-on hop-off landing page as the routes page, its shoulder pages as pages of slices', () => {
    expect(viewKind('microsite', 'hopOnHopOff', { tagged_page_type: 'landing-page' })).toBe('hopOnHopOff');
    expect(viewKind('microsite', 'hopOnHopOff', { tagged_page_type: 'Landing Page' })).toBe('hopOnHopOff');
    expect(viewKind('microsite', 'hopOnHopOff', { tagged_page_type: 'shoulder-page' })).toBe('content');
  });
  it('shows a microsite tagged day-trips as the day trips page unless its page type decides', () => {
    expect(viewKind('microsite', 'default', { tagged_content_type: 'day-trips' })).toBe('dayTrips');
    expect(viewKind('microsite', 'default', { tagged_content_type: 'Day Trips' })).toBe('dayTrips');
    expect(viewKind('content_page', 'default', { tagged_content_type: 'day-trips' })).toBe('contentPage');
    expect(viewKind('microsite', 'city', { tagged_content_type: 'day-trips' })).toBe('city');
  });
  it('shows default microsite pages tagged shoulder-page as shoulder pages; special page types keep theirs', () => {
    const shoulder = { tagged_page_type: 'shoulder-page', shoulder_page_type: 'timings' };
    expect(viewKind('microsite', 'default', shoulder)).toBe('shoulder');
    expect(viewKind('microsite', 'default', { tagged_page_type: 'Shoulder page' })).toBe('shoulder');
    expect(viewKind('microsite', 'hopOnHopOff', shoulder)).not.toBe('shoulder');
    expect(viewKind('microsite', 'airportTransfers', shoulder)).toBe('transfers');
    expect(viewKind('showpage', 'default', shoulder)).toBe('show');
    expect(viewKind('microsite', 'seatMapExperiment', shoulder, { tags: ['poi-60001-seatmap'] })).toBe(
      'seatingPlan',
    );
    expect(
      viewKind('microsite', 'default', { ...shoulder, poi_id: 60001 }, { path: '/a-seating-plan/' }),
    ).toBe('seatingPlan');
    expect(viewKind('microsite', 'default', { tagged_page_type: 'landing-page' })).toBe('content');
  });
  it('shows every other page as a page of slices', () => {
    expect(viewKind('microsite', 'hopOnHopOff', {})).toBe('content');
  });
  it('shows news hubs and articles as news pages, whatever their tags', () => {
    expect(viewKind('news_page', 'default', {})).toBe('news');
    expect(viewKind('news_page', 'city', { news_role: 'hub' })).toBe('news');
  });
  it('shows the five global document types as global pages (B1)', () => {
    for (const type of [
      'global_homepage',
      'global_country',
      'global_city',
      'global_collection',
      'global_experience',
    ])
      expect(viewKind(type, 'default', { tagged_content_type: 'collection', tagged_collection: 176 })).toBe(
        'global',
      );
  });
});

describe('the page-kind registry', () => {
  it('has one record per kind, the page of slices last, and every kind reached by a case above', () => {
    expect(new Set(VIEW_KINDS).size).toBe(PAGE_KINDS.length);
    expect(VIEW_KINDS.at(-1)).toBe('content');
    expect([...recognised].sort()).toEqual([...VIEW_KINDS].sort());
  });
  it('names pages for analytics as spec 001 §2 does: the page type first, then the kind', () => {
    expect(analyticsPageTypeOf('default', 'show', 'showpage')).toBe('Show Page');
    expect(analyticsPageTypeOf('default', 'reviews', 'reviews_page')).toBe('Reviews Page');
    expect(analyticsPageTypeOf('city', 'city', 'microsite')).toBe('City Page');
    expect(analyticsPageTypeOf('subCategory', 'category', 'microsite')).toBe('Sub-Category Page');
    expect(analyticsPageTypeOf('category', 'category', 'microsite')).toBe('Category Page');
    expect(analyticsPageTypeOf('seatMapExperiment', 'content', 'microsite')).toBe('Venue Seats Page');
    expect(analyticsPageTypeOf('seatMapExperiment', 'show', 'showpage')).toBe('Venue Seats Page');
    expect(analyticsPageTypeOf('hopOnHopOff', 'content', 'microsite')).toBe('Hop-On Hop-Off');
    expect(analyticsPageTypeOf('cruises', 'content', 'microsite')).toBe('Cruises Landing Page');
    expect(analyticsPageTypeOf('airportTransfers', 'content', 'microsite')).toBe('Airport Transfers');
    expect(analyticsPageTypeOf('default', 'collection', 'microsite')).toBe('Collection');
    expect(analyticsPageTypeOf('default', 'news', 'news_page')).toBe('News Page');
    expect(analyticsPageTypeOf('default', 'contentPage', 'content_page')).toBe('Content Page');
    expect(analyticsPageTypeOf('default', 'content', 'microsite')).toBe('Content Page');
    expect(analyticsPageTypeOf('default', 'venue', 'venue_page')).toBe('Venue Page');
    expect(analyticsPageTypeOf('default', 'seatingPlan', 'microsite')).toBe('Venue Seats Page');
    expect(analyticsPageTypeOf('default', 'global', 'global_city')).toBe('City Page');
    expect(analyticsPageTypeOf('default', 'global', 'global_collection')).toBe('Collection');
    expect(analyticsPageTypeOf('default', 'global', 'global_experience')).toBe('Show Page');
    expect(analyticsPageTypeOf('default', 'global', 'global_country')).toBe('Content Page');
    expect(analyticsPageTypeOf('default', 'shoulder', 'microsite')).toBe('Content Page');
    expect(analyticsPageTypeOf('default', 'dayTrips', 'microsite')).toBe('Content Page');
    expect(analyticsPageTypeOf('default', 'search', SEARCH_DOCUMENT_TYPE)).toBe('Content Page');
  });
  it('gives the sign-up form to city, category (and sub-category) and news pages only (spec 001 §7)', () => {
    const withForm = VIEW_KINDS.filter((kind) => subscribeEventOf(kind) !== undefined);
    expect(withForm.sort()).toEqual(['category', 'city', 'news']);
    expect(subscribeEventOf('city')).toBe('City Page Subscribe');
    expect(subscribeEventOf('category')).toBe('Category/Sub Category Page Subscribe');
    expect(subscribeEventOf('news')).toBe('News Page Subscribe');
  });
});
