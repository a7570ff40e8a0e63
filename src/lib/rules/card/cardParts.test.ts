import { describe, expect, it } from 'vitest';
import { cardBadge, defaultVariantId } from './cardBadge';
import { cardImages } from './cardImages';
import { cardDescriptors, featureTags, trustLabels } from './featureTags';

describe('featureTags', () => {
  it('collects descriptor codes and derived tags in display order', () => {
    expect(
      featureTags({
        id: 1,
        descriptors: [{ code: 'audio_guide' }, { code: 'NOT_A_TAG' }, { code: 'MOBILE_TICKET' }],
        cancellationPolicy: { cancellable: true, cancellableUpTo: 24 },
        ticketValidity: { ticketValidityType: 'EXTENDABLE_BUT_UNKNOWN' },
        maxDuration: 3_600_000,
      }),
    ).toEqual(['FREE_CANCELLATION', 'EXTENDED_VALIDITY', 'MOBILE_TICKET', 'DURATION', 'AUDIO_GUIDE']);
  });
  it('prefers cancellationPolicyV2 and ignores unknowns', () => {
    expect(
      featureTags({
        id: 1,
        cancellationPolicy: { cancellable: true },
        cancellationPolicyV2: { cancellable: false },
      }),
    ).toEqual([]);
    expect(featureTags({ id: 1, minDuration: 60_000 })).toEqual(['DURATION']);
    expect(featureTags({ id: 1, minDuration: 0, maxDuration: -1 })).toEqual([]);
  });
});

describe('cardDescriptors', () => {
  const descriptors = (codes: string[]) => codes.map((code) => ({ code }));
  it('shows at most 3 with labels, the duration as itself', () => {
    expect(
      cardDescriptors(
        {
          id: 1,
          descriptors: descriptors([
            'INSTANT_CONFIRMATION',
            'MOBILE_TICKET',
            'HOTEL_PICKUP',
            'MEALS_INCLUDED',
          ]),
          minDuration: 7_200_000,
        },
        'en',
      ),
    ).toEqual([
      { code: 'INSTANT_CONFIRMATION', label: 'Instant confirmation' },
      { code: 'MOBILE_TICKET', label: 'Mobile ticket' },
      { code: 'DURATION', label: '2 hrs' },
    ]);
  });
  it('adds the guided tour as a fourth in Tours and Day Trips only', () => {
    const group = {
      id: 1,
      descriptors: descriptors([
        'FLEXIBLE_CANCELLATION',
        'INSTANT_CONFIRMATION',
        'MOBILE_TICKET',
        'GUIDED_TOUR',
        'TRANSFERS',
      ]),
    };
    expect(cardDescriptors({ ...group, primaryCategory: { id: 2 } }, 'en').map((d) => d.label)).toEqual([
      'Flexible cancellation',
      'Instant confirmation',
      'Mobile ticket',
      'Guided tour',
    ]);
    expect(cardDescriptors({ ...group, primaryCategory: { id: 6 } }, 'en')).toHaveLength(4);
    expect(cardDescriptors({ ...group, primaryCategory: { id: 1 } }, 'en')).toHaveLength(3);
    expect(cardDescriptors(group, 'en')).toHaveLength(3);
    expect(
      cardDescriptors(
        { id: 1, descriptors: descriptors(['GUIDED_TOUR', 'AUDIO_GUIDE']), primaryCategory: { id: 2 } },
        'en',
      ),
    ).toEqual([
      { code: 'AUDIO_GUIDE', label: 'Audio guide' },
      { code: 'GUIDED_TOUR', label: 'Guided tour' },
    ]);
  });
  it('labels every other tag', () => {
    expect(
      cardDescriptors(
        { id: 1, descriptors: descriptors(['EXTENDED_VALIDITY', 'TRANSFERS', 'HOTEL_PICKUP']) },
        'en',
      ).map((d) => d.label),
    ).toEqual(['Extended validity', 'Transfers included', 'Hotel pickup']);
    expect(
      cardDescriptors({ id: 1, descriptors: descriptors(['MEALS_INCLUDED', 'DURATION']) }, 'en').map(
        (d) => d.label,
      ),
    ).toEqual(['Duration', 'Meals included']);
    expect(cardDescriptors({ id: 1, cancellationPolicy: { cancellable: true } }, 'en')).toEqual([
      { code: 'FREE_CANCELLATION', label: 'Free cancellation' },
    ]);
  });
});

describe('cardBadge and defaultVariantId', () => {
  it('shows the strongest badge', () => {
    expect(cardBadge(['bestseller', ' EXCLUSIVE '], 'en')).toEqual({ code: 'EXCLUSIVE', label: 'Exclusive' });
    expect(cardBadge(['MOST_LOVED', 'SPECIAL_DEAL'], 'en')).toEqual({
      code: 'SPECIAL_DEAL',
      label: 'Special deal',
    });
    expect(cardBadge(['MOST_LOVED', 'MUST_DO'], 'en')?.label).toBe('Most loved');
    expect(cardBadge(['BESTSELLER', 'SELLING_OUT_FAST'], 'en')?.label).toBe('Best seller');
    expect(cardBadge(['SELLING_OUT_FAST', 'MUST_DO'], 'en')?.label).toBe('Selling out fast');
    expect(cardBadge(['MUST_DO'], 'en')?.label).toBe('Must-do experience');
    expect(cardBadge(['CITY:PARIS'], 'en')).toBeUndefined();
    expect(cardBadge(null, 'en')).toBeUndefined();
  });
  it('reads the default variant id', () => {
    expect(defaultVariantId(['CITY:PARIS', 'DEFAULT_VARIANT:1234'])).toBe(1234);
    expect(defaultVariantId(['default_variant_99'])).toBe(99);
    expect(defaultVariantId(['DEFAULT_VARIANT:abc', 'DEFAULT_VARIANT:'])).toBeUndefined();
    expect(defaultVariantId(undefined)).toBeUndefined();
  });
});

describe('cardImages', () => {
  it('keeps IMAGE media with https URLs, alt text or the title, and sizes', () => {
    expect(
      cardImages(
        {
          id: 1,
          media: {
            productImages: [
              {
                type: 'IMAGE',
                url: 'http://cdn.example.com/a.jpg',
                metadata: { width: 800, height: 600, altText: 'Stage' },
              },
              { type: 'VIDEO', url: 'https://cdn.example.com/v.mp4' },
              { type: 'IMAGE', url: 'javascript:alert(1)' },
              {
                type: 'IMAGE',
                url: 'https://cdn.example.com/b.jpg',
                metadata: { width: -1, height: 1.5, altText: ' ' },
              },
            ],
          },
          imageUrl: 'https://cdn.example.com/fallback.jpg',
        },
        'Wicked',
      ),
    ).toEqual([
      { url: 'https://cdn.example.com/a.jpg', alt: 'Stage', width: 800, height: 600 },
      { url: 'https://cdn.example.com/b.jpg', alt: 'Wicked' },
    ]);
  });
  it('falls back to imageUrl, then to nothing', () => {
    expect(cardImages({ id: 1, imageUrl: '//cdn.example.com/a.jpg' }, 'Wicked')).toEqual([
      { url: 'https://cdn.example.com/a.jpg', alt: 'Wicked' },
    ]);
    expect(cardImages({ id: 1, imageUrl: 'data:image/png;base64,xx' }, 'Wicked')).toEqual([]);
    expect(cardImages({ id: 1 }, 'Wicked')).toEqual([]);
  });
});

describe('trustLabels (issue 21 §2: trust by the price)', () => {
  it('names free cancellation, instant confirmation and mobile ticket in that order, nothing else', () => {
    expect(
      trustLabels(['FREE_CANCELLATION', 'INSTANT_CONFIRMATION', 'MOBILE_TICKET', 'DURATION'], 'NORMAL', 'en'),
    ).toEqual(['Free cancellation', 'Instant confirmation', 'Mobile ticket']);
    expect(trustLabels(['MOBILE_TICKET', 'AUDIO_GUIDE'], 'SEATMAP', 'en')).toEqual(['Mobile ticket']);
    expect(trustLabels([], undefined, 'en')).toEqual([]);
  });
  it('adds "Reserve now, pay later" for a RESERVE product, in the visitor’s language', () => {
    expect(trustLabels(['FREE_CANCELLATION'], 'RESERVE', 'en')).toEqual([
      'Free cancellation',
      'Reserve now, pay later',
    ]);
    expect(trustLabels([], 'RESERVE', 'de')).toEqual(['Jetzt reservieren, später bezahlen']);
  });
});
