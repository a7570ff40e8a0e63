import { describe, expect, it } from 'vitest';
import { cruiseCounts, cruiseFilter, cruiseFilterHref, matchesFilter } from './cruiseFilter';

describe('cruise filters', () => {
  it('read ?filter= in any case and fall back to all', () => {
    expect(cruiseFilter(new URLSearchParams('filter=Lunch'))).toBe('lunch');
    expect(cruiseFilter(new URLSearchParams('filter=%20combos%20'))).toBe('combos');
    expect(cruiseFilter(new URLSearchParams('filter=brunch'))).toBe('all');
    expect(cruiseFilter(new URLSearchParams(''))).toBe('all');
  });

  it('link All to the page itself (the canonical URL) and the others with the parameter', () => {
    expect(cruiseFilterHref('/seine-river-cruises/', 'all')).toBe('/seine-river-cruises/');
    expect(cruiseFilterHref('/ar/seine-river-cruises/', 'dinner')).toBe(
      '/ar/seine-river-cruises/?filter=dinner',
    );
  });

  it('count each kind, All counting every cruise', () => {
    expect(cruiseCounts(['lunch', 'dinner', 'dinner', 'combos'])).toEqual({
      all: 4,
      sightseeing: 0,
      lunch: 1,
      dinner: 2,
      combos: 1,
    });
  });

  it('match a kind under its own filter and under All', () => {
    expect(matchesFilter('lunch', 'all')).toBe(true);
    expect(matchesFilter('lunch', 'lunch')).toBe(true);
    expect(matchesFilter('lunch', 'dinner')).toBe(false);
  });
});
