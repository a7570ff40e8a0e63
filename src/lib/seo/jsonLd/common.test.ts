import { describe, expect, it } from 'vitest';
import { absoluteUrl, absoluteUrls, aggregateRating, offer } from './common';

describe('absoluteUrl', () => {
  it('keeps absolute http(s) URLs and resolves root-relative ones against the base', () => {
    expect(absoluteUrl('https://cdn.x.com/a.jpg', 'https://x.com/')).toBe('https://cdn.x.com/a.jpg');
    expect(absoluteUrl('/media/a.webp', 'https://x.com/shows/wicked/')).toBe('https://x.com/media/a.webp');
    expect(absoluteUrl('//cdn.x.com/a.jpg', 'http://x.com/')).toBe('https://cdn.x.com/a.jpg');
  });
  it('drops scripts, data URLs and empty values', () => {
    expect(absoluteUrl('javascript:alert(1)', 'https://x.com/')).toBeUndefined();
    expect(absoluteUrl('data:image/png;base64,AA', 'https://x.com/')).toBeUndefined();
    expect(absoluteUrl('  ', 'https://x.com/')).toBeUndefined();
    expect(absoluteUrl(null, 'https://x.com/')).toBeUndefined();
  });
  it('lists distinct usable URLs in order', () => {
    expect(
      absoluteUrls(['/a.jpg', 'https://x.com/a.jpg', 'javascript:x', '/b.jpg'], 'https://x.com/'),
    ).toEqual(['https://x.com/a.jpg', 'https://x.com/b.jpg']);
  });
});

describe('aggregateRating', () => {
  it('needs a rating from 1 to 5 and a positive whole count', () => {
    expect(aggregateRating(4.567, 1200)).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.57,
      reviewCount: 1200,
      bestRating: 5,
    });
    expect(aggregateRating(5, 1)).toMatchObject({ ratingValue: 5, reviewCount: 1 });
    expect(aggregateRating(4.5, 0)).toBeUndefined();
    expect(aggregateRating(0, 10)).toBeUndefined();
    expect(aggregateRating(5.1, 10)).toBeUndefined();
    expect(aggregateRating(4.5, 2.5)).toBeUndefined();
    expect(aggregateRating(undefined, 10)).toBeUndefined();
    expect(aggregateRating(4.5, null)).toBeUndefined();
  });
});

describe('offer', () => {
  it('is in stock at its price, rounded to cents', () => {
    expect(
      offer({ price: 24.999, currency: 'EUR', url: 'https://x.com/' }, 'https://schema.org/OutOfStock'),
    ).toEqual({
      '@type': 'Offer',
      price: 25,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: 'https://x.com/',
    });
  });
  it('has no price and the given unavailability when there is no price', () => {
    const sold = offer({ price: null, currency: 'GBP', url: 'https://x.com/' }, 'https://schema.org/SoldOut');
    expect(sold).toEqual({
      '@type': 'Offer',
      priceCurrency: 'GBP',
      availability: 'https://schema.org/SoldOut',
      url: 'https://x.com/',
    });
    expect(
      offer({ price: -1, currency: 'GBP', url: 'https://x.com/' }, 'https://schema.org/OutOfStock')
        .availability,
    ).toBe('https://schema.org/OutOfStock');
  });
  it('keeps a free offer (price 0) in stock', () => {
    expect(
      offer({ price: 0, currency: 'USD', url: 'https://x.com/' }, 'https://schema.org/SoldOut'),
    ).toMatchObject({ price: 0, availability: 'https://schema.org/InStock' });
  });
});
