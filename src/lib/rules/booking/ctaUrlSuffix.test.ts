import { describe, expect, it } from 'vitest';
import { withCtaUrlSuffix } from './ctaUrlSuffix';

describe('withCtaUrlSuffix', () => {
  const href = 'https://book.example.com/book/7/seatmap/?currencyCode=EUR';
  it('replaces the booking step, keeping the query', () => {
    expect(withCtaUrlSuffix(href, 'select')).toBe('https://book.example.com/book/7/select/?currencyCode=EUR');
    expect(withCtaUrlSuffix(href, '/select/pax/')).toBe(
      'https://book.example.com/book/7/select/pax/?currencyCode=EUR',
    );
    expect(withCtaUrlSuffix('http://book.x.localhost:4321/book/7/', 'svg/')).toBe(
      'http://book.x.localhost:4321/book/7/svg/',
    );
  });
  it('leaves unknown suffixes and other URLs alone', () => {
    expect(withCtaUrlSuffix(href, 'checkout')).toBe(href);
    expect(withCtaUrlSuffix(href, '')).toBe(href);
    expect(withCtaUrlSuffix(href, undefined)).toBe(href);
    expect(withCtaUrlSuffix('https://example.com/wicked/', 'select')).toBe('https://example.com/wicked/');
  });
});
