import { describe, expect, it } from 'vitest';
import { PAGE_DIRECTIVE, formatDirective, parseDirective } from './pageCachePolicy';

describe('page cache directive', () => {
  it('round-trips the page directive', () => {
    expect(formatDirective(PAGE_DIRECTIVE)).toBe(
      'max-age=60, stale-while-revalidate=600, stale-if-error=86400',
    );
    expect(parseDirective(formatDirective(PAGE_DIRECTIVE))).toEqual(PAGE_DIRECTIVE);
  });
  it('refuses a missing, malformed or zero directive', () => {
    expect(parseDirective(null)).toBeUndefined();
    expect(parseDirective('max-age=abc')).toBeUndefined();
    expect(parseDirective('max-age=0, stale-if-error=10')).toBeUndefined();
    expect(parseDirective('max-age=60, private')).toBeUndefined();
    expect(parseDirective('max-age=30')).toEqual({ maxAge: 30, staleWhileRevalidate: 0, staleIfError: 0 });
  });
});
