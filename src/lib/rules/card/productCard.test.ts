import { describe, expect, it } from 'vitest';
import type { TourGroup } from '../catalogueTypes';
import type { ParsedShowPage } from '../showPage/showPageTypes';
import { productCard } from './productCard';

const wicked: TourGroup = {
  id: 7,
  name: ' Wicked ',
  allTags: ['BESTSELLER', 'DEFAULT_VARIANT:555'],
  descriptors: [{ code: 'MOBILE_TICKET' }, { code: 'INSTANT_CONFIRMATION' }],
  averageRating: 4.6,
  ratingCount: 2300,
  callToAction: ' Likely to sell out ',
  highlights: '<ul><li>Award-winning musical</li><li>West End icon</li></ul>',
  listingPrice: {
    finalPrice: 89,
    originalPrice: 99,
    currencyCode: 'gbp',
    cashbackType: 'PERCENTAGE',
    cashbackValue: 5,
  },
  imageUrl: 'https://cdn.example.com/wicked.jpg',
  flowType: 'SEATMAP',
  cancellationPolicy: { cancellable: false },
  reschedulePolicy: { reschedulable: true, reschedulableUpTo: 48 },
  minDuration: 165 * 60_000,
};

const tab = (name: string) => ({ tab_name: name, default_tab: 'No' as const, tab_content: [] });
const showPage: ParsedShowPage = {
  detailsObjects: { openingDate: '2026-05-01', closingDate: '31/12/2026' },
  isSafetyBanner: false,
  faqSchema: [],
  tabs: [tab('Overview'), tab('Cast'), tab('Venue')],
  hasSpecialOffer: false,
  highlightsSection: [],
  aboutTheatreSection: [],
  criticReview: [],
  listicleSchema: [{ heading: 'Why go', text: [] }],
  tabSchemaHighlight: '',
  tabSchemaInfo: '',
};

describe('productCard', () => {
  it('derives every field of an available product', () => {
    const card = productCard(wicked, {
      lang: 'en',
      host: 'www.example.com',
      showPageUids: { 7: 'london.wicked' },
      showPage,
    });
    expect(card).toEqual({
      tgid: 7,
      available: true,
      price: 89,
      scratchPrice: 99,
      currency: 'GBP',
      currencySymbol: '£',
      formattedPrice: '£89',
      formattedScratchPrice: '£99',
      isDiscount: true,
      percentageSaved: 10,
      cashback: '5% cashback',
      title: 'Wicked',
      productTitle: 'Wicked',
      images: [{ url: 'https://cdn.example.com/wicked.jpg', alt: 'Wicked' }],
      highlights: ['Award-winning musical', 'West End icon'],
      descriptors: [
        { code: 'INSTANT_CONFIRMATION', label: 'Instant confirmation' },
        { code: 'MOBILE_TICKET', label: 'Mobile ticket' },
        { code: 'DURATION', label: '2 hr 45 min' },
      ],
      featureTags: ['INSTANT_CONFIRMATION', 'MOBILE_TICKET', 'DURATION'],
      badge: { code: 'BESTSELLER', label: 'Best seller' },
      ctaBooster: 'Likely to sell out',
      averageRating: 4.6,
      ratingCount: 2300,
      hasTrustBadge: true,
      cancellation: 'Reschedulable up to 48 hours before',
      reopeningDate: '2026-05-01',
      closingDate: '2026-12-31',
      showPageUid: 'london.wicked',
      defaultVariantId: 555,
      link: { kind: 'showPage', href: 'https://example.com/london/wicked/' },
      listicleSections: [{ heading: 'Why go', text: [] }],
      contentBlocks: { left: [tab('Overview'), tab('Cast')], right: [tab('Venue')] },
    });
  });
  it('is unavailable without a final price and links to the booking flow without a show page', () => {
    const card = productCard(
      { id: 8, name: 'Louvre', listingPrice: { originalPrice: 22, currencyCode: 'EUR' }, flowType: 'NORMAL' },
      { lang: 'fr', host: 'www.example.com' },
    );
    expect(card.available).toBe(false);
    expect(card.price).toBeUndefined();
    expect(card.scratchPrice).toBeUndefined();
    expect(card.currencySymbol).toBe('');
    expect(card.formattedPrice).toBe('');
    expect(card.isDiscount).toBe(false);
    expect(card.link).toEqual({
      kind: 'booking',
      href: 'https://book.example.com/book/8/select/?currencyCode=EUR',
    });
    expect(card.contentBlocks).toEqual({ left: [], right: [] });
    expect(card.listicleSections).toEqual([]);
    expect(card.cancellation).toBe('Ni annulable ni modifiable');
  });
  it('shows a scratch price only when the original is above the final', () => {
    const card = (finalPrice: number, originalPrice: number) =>
      productCard(
        { id: 9, listingPrice: { finalPrice, originalPrice, currencyCode: 'USD' } },
        { lang: 'en', host: 'example.com' },
      );
    expect(card(50, 50).scratchPrice).toBeUndefined();
    expect(card(50, 50).formattedScratchPrice).toBe('');
    expect(card(50, 40).scratchPrice).toBeUndefined();
    expect(card(40, 50).formattedScratchPrice).toBe('$50');
    expect(card(30, 30).isDiscount).toBe(false);
    expect(card(29, 29).isDiscount).toBe(true);
  });
  it('falls back sensibly for missing or unusable fields', () => {
    const card = productCard(
      {
        id: 10,
        listingPrice: { finalPrice: Number.NaN },
        currency: { code: 'aed' },
        reviewsDetails: { averageRating: 4, ratingsCount: 99 },
        microBrandsHighlight: ['Own highlight'],
        highlights: ['Catalogue highlight'],
        cancellationPolicyV2: { cancellable: true, cancellableUpTo: 0 },
        callToAction: '  ',
      },
      {
        lang: 'en',
        host: 'example.com',
        title: ' Microsite title ',
        truncatePrice: true,
        showPageUids: new Map([[10, ' ']]),
      },
    );
    expect(card.available).toBe(false);
    expect(card.currency).toBe('AED');
    expect(card.title).toBe('Microsite title');
    expect(card.productTitle).toBe('');
    expect(card.averageRating).toBe(4);
    expect(card.ratingCount).toBe(99);
    expect(card.hasTrustBadge).toBe(false);
    expect(card.highlights).toEqual(['Own highlight']);
    expect(card.cancellation).toBe('Free cancellation anytime');
    expect(card.ctaBooster).toBeUndefined();
    expect(card.showPageUid).toBeUndefined();
    expect(card.badge).toBeUndefined();
    expect(card.cashback).toBeUndefined();
    expect(card.defaultVariantId).toBeUndefined();
    expect(card.reopeningDate).toBeUndefined();
    expect(card.link).toEqual({
      kind: 'booking',
      href: 'https://book.example.com/book/10/?currencyCode=AED',
    });
  });
  it('counts reviews when ratings are missing and truncates long prices when asked', () => {
    const card = productCard(
      {
        id: 11,
        reviewCount: 150.7,
        averageRating: 4.2,
        listingPrice: { finalPrice: 1250, currencyCode: 'USD' },
      },
      { lang: 'en', host: 'example.com', truncatePrice: true },
    );
    expect(card.ratingCount).toBe(150);
    expect(card.hasTrustBadge).toBe(true);
    expect(card.formattedPrice).toBe('$1.3K');
    expect(productCard({ id: 12, ratingCount: -4 }, { lang: 'en', host: 'example.com' }).ratingCount).toBe(0);
    expect(
      productCard({ id: 12, averageRating: Number.NaN }, { lang: 'en', host: 'example.com' }).averageRating,
    ).toBeUndefined();
  });
});
