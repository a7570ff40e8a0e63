import { describe, expect, it } from 'vitest';
import {
  buildPagePath,
  deriveUid,
  isPageSegment,
  needsTrailingSlash,
  parsePagePath,
  segmentsOfUid,
} from './pagePath';

describe('parsePagePath', () => {
  it('reads an English path without prefix', () => {
    expect(parsePagePath('/')).toEqual({ language: 'en', segments: [], canonicalPath: '/' });
    expect(parsePagePath('/guided-tours/')).toEqual({
      language: 'en',
      segments: ['guided-tours'],
      canonicalPath: '/guided-tours/',
    });
  });
  it('strips a language prefix', () => {
    expect(parsePagePath('/ar/')).toEqual({ language: 'ar', segments: [], canonicalPath: '/ar/' });
    expect(parsePagePath('/cn/shows/wicked/')).toEqual({
      language: 'cn',
      segments: ['shows', 'wicked'],
      canonicalPath: '/cn/shows/wicked/',
    });
  });
  it('treats /en/ as English whose canonical path has no prefix', () => {
    expect(parsePagePath('/en/guided-tours/')?.canonicalPath).toBe('/guided-tours/');
  });
  it('only strips the first segment, and only known codes', () => {
    expect(parsePagePath('/xx/page/')).toEqual({
      language: 'en',
      segments: ['xx', 'page'],
      canonicalPath: '/xx/page/',
    });
    expect(parsePagePath('/guides/fr/')).toEqual({
      language: 'en',
      segments: ['guides', 'fr'],
      canonicalPath: '/guides/fr/',
    });
  });
  it('lowercases, so that the canonical path differs from a mixed-case request', () => {
    expect(parsePagePath('/FR/Guided-Tours/')?.canonicalPath).toBe('/fr/guided-tours/');
  });
  it('refuses paths that cannot name a page', () => {
    expect(parsePagePath('/a.b/')).toBeUndefined();
    expect(parsePagePath('/%E0%A4%A/')).toBeUndefined();
    expect(parsePagePath('/<script>/')).toBeUndefined();
    expect(parsePagePath('/-start/')).toBeUndefined();
  });
});

describe('uids', () => {
  it('joins the domain and segments with dots', () => {
    expect(deriveUid('colosseum-rome-tickets.com', [])).toBe('colosseum-rome-tickets.com');
    expect(deriveUid('colosseum-rome-tickets.com', ['guided-tours', 'night'])).toBe(
      'colosseum-rome-tickets.com.guided-tours.night',
    );
  });
  it('splits a uid of the site back into segments', () => {
    expect(segmentsOfUid('colosseum-rome-tickets.com', 'colosseum-rome-tickets.com')).toEqual([]);
    expect(
      segmentsOfUid('colosseum-rome-tickets.com.guided-tours.night', 'colosseum-rome-tickets.com'),
    ).toEqual(['guided-tours', 'night']);
    expect(segmentsOfUid('colosseum-rome-tickets.community', 'colosseum-rome-tickets.com')).toBeUndefined();
    expect(segmentsOfUid('vatican.com.x', 'colosseum-rome-tickets.com')).toBeUndefined();
  });
  it('builds paths with a prefix for every language but English and a trailing slash', () => {
    expect(buildPagePath('en', [])).toBe('/');
    expect(buildPagePath('en', ['a', 'b'])).toBe('/a/b/');
    expect(buildPagePath('ja', [])).toBe('/ja/');
    expect(buildPagePath('ar', ['guided-tours'])).toBe('/ar/guided-tours/');
  });
});

describe('isPageSegment', () => {
  it('accepts lowercase letters, digits, hyphens and underscores only', () => {
    expect(isPageSegment('louvre-museum')).toBe(true);
    expect(isPageSegment('hours_2026')).toBe(true);
    expect(isPageSegment('Louvre')).toBe(false);
    expect(isPageSegment('')).toBe(false);
    expect(isPageSegment('a/b')).toBe(false);
    expect(isPageSegment('-start')).toBe(false);
  });
});

describe('needsTrailingSlash', () => {
  it('asks for a slash on page paths only', () => {
    expect(needsTrailingSlash('/guided-tours')).toBe(true);
    expect(needsTrailingSlash('/ar')).toBe(true);
    expect(needsTrailingSlash('/')).toBe(false);
    expect(needsTrailingSlash('/guided-tours/')).toBe(false);
    expect(needsTrailingSlash('/favicon.svg')).toBe(false);
  });
});

describe('canonicalPageRedirect', () => {
  it('adds the trailing slash, drops the English prefix, leaves canonical paths alone', async () => {
    const { canonicalPageRedirect } = await import('./pagePath');
    expect(canonicalPageRedirect('/ar')).toBe('/ar/');
    expect(canonicalPageRedirect('/en/')).toBe('/');
    expect(canonicalPageRedirect('/en/hamilton/')).toBe('/hamilton/');
    expect(canonicalPageRedirect('/ar/')).toBeUndefined();
    expect(canonicalPageRedirect('/robots.txt')).toBeUndefined();
  });
});
