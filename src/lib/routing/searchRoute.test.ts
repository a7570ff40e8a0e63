import { describe, expect, it } from 'vitest';
import type { Site } from '../sites/site';
import { isSearchRoute, searchPath } from './searchRoute';

const site = { languages: ['en', 'fr', 'ar'] } as unknown as Site;

describe('isSearchRoute', () => {
  it('is /search/ in a language the site is offered in', () => {
    expect(isSearchRoute({ segments: ['search'], language: 'en', site })).toBe(true);
    expect(isSearchRoute({ segments: ['search'], language: 'ar', site })).toBe(true);
    expect(isSearchRoute({ segments: ['search'], language: 'ja', site })).toBe(false);
    expect(isSearchRoute({ segments: ['search', 'x'], language: 'en', site })).toBe(false);
    expect(isSearchRoute({ segments: [], language: 'en', site })).toBe(false);
  });
});

describe('searchPath', () => {
  it('has the language prefix but English', () => {
    expect(searchPath('en')).toBe('/search/');
    expect(searchPath('ar')).toBe('/ar/search/');
  });
});
