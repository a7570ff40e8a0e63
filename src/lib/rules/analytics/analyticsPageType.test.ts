import { describe, expect, it } from 'vitest';
import { analyticsPageType } from './analyticsPageType';

describe('analyticsPageType', () => {
  it('names pages as spec 001 §2 does', () => {
    expect(analyticsPageType('default', 'showpage', 'show')).toBe('Show Page');
    expect(analyticsPageType('default', 'reviews_page', 'reviews')).toBe('Reviews Page');
    expect(analyticsPageType('city', 'microsite', 'city')).toBe('City Page');
    expect(analyticsPageType('subCategory', 'microsite', 'category')).toBe('Sub-Category Page');
    expect(analyticsPageType('category', 'microsite', 'category')).toBe('Category Page');
    expect(analyticsPageType('seatMapExperiment', 'microsite', 'content')).toBe('Venue Seats Page');
    expect(analyticsPageType('hopOnHopOff', 'microsite', 'content')).toBe('Hop-On Hop-Off');
    expect(analyticsPageType('cruises', 'microsite', 'content')).toBe('Cruises Landing Page');
    expect(analyticsPageType('airportTransfers', 'microsite', 'content')).toBe('Airport Transfers');
    expect(analyticsPageType('default', 'microsite', 'collection')).toBe('Collection');
    expect(analyticsPageType('default', 'news_page', 'content')).toBe('News Page');
    expect(analyticsPageType('default', 'news_page', 'news')).toBe('News Page');
    expect(analyticsPageType('default', 'content_page', 'contentPage')).toBe('Content Page');
    expect(analyticsPageType('default', 'venue_page', 'content')).toBe('Venue Page');
    expect(analyticsPageType('default', 'microsite', 'content')).toBe('Content Page');
    expect(analyticsPageType('default', 'venue_page', 'venue')).toBe('Venue Page');
    expect(analyticsPageType('default', 'microsite', 'seatingPlan')).toBe('Venue Seats Page');
    expect(analyticsPageType('default', 'global_city', 'global')).toBe('City Page');
    expect(analyticsPageType('default', 'global_collection', 'global')).toBe('Collection');
    expect(analyticsPageType('default', 'global_experience', 'global')).toBe('Show Page');
    expect(analyticsPageType('default', 'global_country', 'global')).toBe('Content Page');
  });
});
