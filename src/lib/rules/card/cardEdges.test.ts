import { describe, expect, it } from 'vitest';
import { cardBadge, defaultVariantId } from './cardBadge';
import { cardImages } from './cardImages';
import { cardDescriptors, featureTags } from './featureTags';
import { productCard } from './productCard';
import { highlightItems, visibleHighlights } from './visibleHighlights';

describe('card edges', () => {
  it('decodes every entity and splits on every kind of line break', () => {
    expect(highlightItems('<li>&quot;Wow&quot; &#39;x&#39; &apos;y&apos; &lt;3 &gt; 2</li>')).toEqual([
      `"Wow" 'x' 'y' <3 > 2`,
    ]);
    expect(highlightItems('<li>One<br>Two</li>')).toEqual(['One Two']);
    expect(highlightItems('One<br>Two<BR />Three<br/>Four')).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(highlightItems('Intro<link rel="x">\nSecond')).toEqual(['Intro', 'Second']);
    expect(highlightItems('Ignored intro<ul><li>Only</li></ul>')).toEqual(['Only']);
    expect(highlightItems('a<b>c</b>d')).toEqual(['a c d']);
  });
  it('counts words across any whitespace', () => {
    const twentyOne = Array.from({ length: 21 }, () => 'w').join('  ');
    expect(visibleHighlights([twentyOne, ` ${twentyOne} `])).toEqual([twentyOne, ` ${twentyOne} `]);
    expect(visibleHighlights([twentyOne, `${twentyOne}\tw`])).toEqual([twentyOne]);
  });
  it('handles media without metadata, zero sizes and padded URLs', () => {
    expect(
      cardImages(
        {
          id: 1,
          media: {
            productImages: [
              { type: 'IMAGE', url: ' //cdn.example.com/a.jpg ' },
              { type: 'IMAGE', url: ' http://cdn.example.com/b.jpg', metadata: { width: 0, height: 10 } },
              { type: 'IMAGE', url: 'https://cdn.example.com/c.jpg', metadata: { altText: null } },
              { type: 'IMAGE', url: ' https://cdn.example.com/d.jpg ' },
              { type: 'IMAGE', url: 'xhttps://cdn.example.com/e.jpg' },
              { type: 'IMAGE', url: 'https://cdn.example.com/f.jpg x' },
              { type: 'IMAGE', url: 'ftp://cdn.example.com/g.jpg' },
              { type: 'IMAGE', url: 'https://cdn.example.com/http://h.jpg' },
            ],
          },
        },
        'T',
      ),
    ).toEqual([
      { url: 'https://cdn.example.com/a.jpg', alt: 'T' },
      { url: 'https://cdn.example.com/b.jpg', alt: 'T', height: 10 },
      { url: 'https://cdn.example.com/c.jpg', alt: 'T' },
      { url: 'https://cdn.example.com/d.jpg', alt: 'T' },
      { url: 'https://cdn.example.com/http://h.jpg', alt: 'T' },
    ]);
    expect(cardImages({ id: 1, media: { productImages: null } }, 'T')).toEqual([]);
    expect(cardImages({ id: 1, media: {}, imageUrl: null }, 'T')).toEqual([]);
  });
  it('keeps paths on the storefront’s own host, never protocol-relative or backslash tricks', () => {
    expect(
      cardImages(
        {
          id: 1,
          media: {
            productImages: [
              { type: 'IMAGE', url: '/media/tour-groups/1/0.webp', metadata: { width: 1200, height: 800 } },
              { type: 'IMAGE', url: '/\\evil.example.com/x.jpg' },
              { type: 'IMAGE', url: '/media/a b.webp' },
            ],
          },
        },
        'T',
      ),
    ).toEqual([{ url: '/media/tour-groups/1/0.webp', alt: 'T', width: 1200, height: 800 }]);
    expect(cardImages({ id: 1, imageUrl: ' /media/tour-groups/1/0.webp ' }, 'T')).toEqual([
      { url: '/media/tour-groups/1/0.webp', alt: 'T' },
    ]);
  });
  it('treats a missing category and descriptors as none', () => {
    expect(featureTags({ id: 1, descriptors: null })).toEqual([]);
    const guided = {
      id: 1,
      descriptors: ['A', 'B', 'C']
        .map(() => ({ code: 'MOBILE_TICKET' }))
        .concat([{ code: 'INSTANT_CONFIRMATION' }, { code: 'AUDIO_GUIDE' }, { code: 'GUIDED_TOUR' }]),
    };
    expect(cardDescriptors({ ...guided, primaryCategory: { id: 1 } }, 'en')).toHaveLength(3);
    expect(cardDescriptors({ ...guided, primaryCategory: null }, 'en')).toHaveLength(3);
  });
  it('reads badges and variants from padded tags only when whole', () => {
    expect(cardBadge([' most_loved '], 'en')?.code).toBe('MOST_LOVED');
    expect(defaultVariantId([' DEFAULT_VARIANT:7 '])).toBe(7);
    expect(defaultVariantId(['X_DEFAULT_VARIANT:7'])).toBeUndefined();
    expect(defaultVariantId(['DEFAULT_VARIANT:7x'])).toBeUndefined();
    expect(defaultVariantId(['DEFAULT_VARIANT7'])).toBe(7);
  });
  it('prices a card only with a usable final price and never truncates unasked', () => {
    const card = (listingPrice: object) =>
      productCard(
        { id: 3, listingPrice: { currencyCode: 'USD', ...listingPrice } },
        { lang: 'en', host: 'example.com' },
      );
    expect(card({ finalPrice: 0, originalPrice: 10 })).toMatchObject({
      available: true,
      price: 0,
      scratchPrice: 10,
      formattedPrice: '$0',
    });
    expect(card({ finalPrice: -1, originalPrice: 10 })).toMatchObject({
      available: false,
      scratchPrice: undefined,
    });
    expect(card({ finalPrice: '12', originalPrice: 10 })).toMatchObject({
      available: false,
      scratchPrice: undefined,
    });
    expect(card({ originalPrice: 10 }).scratchPrice).toBeUndefined();
    expect(card({ finalPrice: 5 }).scratchPrice).toBeUndefined();
    expect(card({ finalPrice: 1250 }).formattedPrice).toBe('$1,250');
  });
});
