import type { Client } from '@prismicio/client';
import { describe, expect, it, vi } from 'vitest';
import { createCatalogueClient } from '../catalogue/client';
import { createTranslator } from '../i18n/translator';
import type { Site } from '../sites/site';
import type { PageContext } from '../request/pageContext';
import { loadShowPage, showBody } from './showPage';
import { isShared, keepShared } from '../cache/deepFreeze';
import { captureLogs } from '../log/captureLogs';

const site: Site = {
  domain: 'london-theatre-tickets.com',
  alias: 'london-theatre',
  name: 'London Theatre Tickets',
  tagline: '',
  themeColor: '#7c3aed',
  languages: ['en'],
  cityCode: 'LONDON',
  localized: {},
  subdomainHosting: false,
  designV3: true,
};
const wicked = {
  id: 10002,
  name: 'Wicked',
  flowType: 'SEATMAP',
  primaryCategory: { id: 7 },
  city: { displayName: 'London' },
  listingPrice: { finalPrice: 34.12, originalPrice: 40, currencyCode: 'EUR' },
  inclusionsRichText: '<ul><li>Ticket to Wicked</li><li>Seat of your choice</li></ul>',
  exclusionsRichText: '<ul><li>Food &amp; drinks</li></ul>',
  variants: [{ id: 100020, name: 'Stalls', listingPrice: { finalPrice: 34.12, currencyCode: 'EUR' } }],
  minDuration: 165 * 60_000,
  maxDuration: 165 * 60_000,
};

function context(
  answers: Record<string, unknown>,
  content: { get: (...args: never[]) => Promise<unknown> } = { get: vi.fn(async () => ({ results: [] })) },
): PageContext {
  const transport = vi.fn(async (path: string) => {
    const key = Object.keys(answers).find((part) => path.includes(part));
    return key ? new Response(JSON.stringify(answers[key])) : new Response('{}', { status: 503 });
  });
  return {
    site,
    language: 'en',
    locale: 'en-us',
    currency: 'EUR',
    host: 'london-theatre.localhost:4321',
    origin: 'http://london-theatre.localhost:4321',
    content: content as unknown as Client,
    catalogue: createCatalogueClient({ transport, timeoutMs: 1000, log: vi.fn() }),
    request: {},
    isBot: false,
    lazyOff: false,
    t: createTranslator('en'),
  };
}
const page = {
  uid: 'london-theatre-tickets.com.wicked',
  segments: ['wicked'],
  data: {
    tgid: 10002,
    title: [{ type: 'heading1', text: 'Wicked', spans: [] }],
    body: [
      { type: 'heading6', text: 'Theatre', spans: [] },
      { type: 'paragraph', text: 'Apollo Victoria Theatre', spans: [] },
    ],
  },
};
const now = new Date('2026-11-22T12:00:00Z');
const url = new URL('http://london-theatre.localhost:4321/wicked/');

describe('loadShowPage', () => {
  it('builds the product: price, next date, variants, inclusions and the booking URL in the visitor’s currency', async () => {
    const view = await loadShowPage(
      page,
      context({
        'tour-groups/10002/calendar': {
          dates: {
            '2026-11-23': { availability: 'SOLD_OUT', price: 34.12 },
            '2026-11-24': { availability: 'AVAILABLE', price: 36 },
          },
        },
        '/api/tours/v6/tour-groups/10002/': wicked,
        'cities/LONDON': { code: 'LONDON', displayName: 'London', timeZone: 'Europe/London' },
      }),
      url,
      now,
    );
    expect(view.product).toMatchObject({
      name: 'Wicked',
      venue: 'Apollo Victoria Theatre',
      isShow: true,
      duration: '2 hr 45 min',
      inclusions: ['Ticket to Wicked', 'Seat of your choice'],
      exclusions: ['Food & drinks'],
      variants: [{ id: 100020, name: 'Stalls', price: '€34.12' }],
      bookingHref: 'http://book.london-theatre.localhost:4321/book/10002/seatmap/?currencyCode=EUR',
      nextDate: { date: '2026-11-24', price: '€36' },
      calendarFailed: false,
    });
    expect(view.product?.card.formattedPrice).toBe('€34.12');
    expect(view.product?.card.formattedScratchPrice).toBe('€40');
  });

  it('keeps the product when only the calendar fails', async () => {
    const view = await loadShowPage(page, context({ '/api/tours/v6/tour-groups/10002/': wicked }), url, now);
    expect(view.product?.calendarFailed).toBe(true);
    expect(view.product?.nextDate).toBeUndefined();
  });

  it('degrades to the document without a product when the catalogue cannot answer', async () => {
    const view = await loadShowPage(page, context({}), url, now);
    expect(view.product).toBeUndefined();
    expect(view.base.title).toBe('Wicked');
    expect(view.parsed.detailsObjects.theatreName).toBe('Apollo Victoria Theatre');
  });

  describe('with ?promo=CODE', () => {
    const wicked10 = {
      id: 'london-theatre-promo-wicked10',
      data: {
        code: 'WICKED10',
        discount_type: 'PERCENTAGE',
        value: 10,
        products: [{ tgid: 10002 }],
      },
    };
    const answers = {
      '/api/tours/v6/tour-groups/10002/': wicked,
      'cities/LONDON': { code: 'LONDON', displayName: 'London', timeZone: 'Europe/London' },
    };
    const promoUrl = (code: string) => new URL(`http://london-theatre.localhost:4321/wicked/?promo=${code}`);

    /** Promo codes come from the private repository only (issue 20 §3), never from the page's client. */
    const privateRepository = (get: (...args: never[]) => Promise<unknown>) => ({
      promoContent: async () => ({ get }) as unknown as Client,
    });
    const publicGet = vi.fn(async () => ({ results: [wicked10], total_pages: 1 }));

    it('applies the code to the listing price and adds couponCode to the booking URL', async () => {
      const get = vi.fn(async () => ({ results: [wicked10], total_pages: 1 }));
      const view = await loadShowPage(
        page,
        context(answers, { get: publicGet }),
        promoUrl('wicked10'),
        now,
        privateRepository(get),
      );
      expect(view.promo).toEqual({
        state: 'applied',
        code: 'WICKED10',
        currency: 'EUR',
        price: 30.71,
        saved: 3.41,
        originalText: '€34.12',
        priceText: '€30.71',
        savedText: '€3.41',
      });
      expect(view.product?.bookingHref).toBe(
        'http://book.london-theatre.localhost:4321/book/10002/seatmap/?couponCode=WICKED10&currencyCode=EUR',
      );
      expect(get).toHaveBeenCalledTimes(1);
      expect(publicGet).not.toHaveBeenCalled();
    });

    it('keeps the booking URL without a code when the code is refused', async () => {
      const get = vi.fn(async () => ({ results: [wicked10], total_pages: 1 }));
      const view = await loadShowPage(
        page,
        context(answers, { get: publicGet }),
        promoUrl('NOPE'),
        now,
        privateRepository(get),
      );
      expect(view.promo).toEqual({ state: 'refused', value: 'NOPE', reason: 'unknown' });
      expect(view.product?.bookingHref).toBe(
        'http://book.london-theatre.localhost:4321/book/10002/seatmap/?currencyCode=EUR',
      );
    });

    it('asks no codes without a code or over the limit, and degrades when the content call fails', async () => {
      const get = vi.fn(async () => Promise.reject(new Error('content down')));
      const logs = captureLogs();
      const plain = await loadShowPage(page, context(answers), url, now, privateRepository(get));
      expect(plain.promo).toEqual({ state: 'form' });
      const limited = await loadShowPage(page, context(answers), promoUrl('WICKED10'), now, {
        ...privateRepository(get),
        promoRetryAfter: 12,
      });
      expect(limited.promo).toEqual({ state: 'limited', value: 'WICKED10', retryAfter: 12 });
      expect(get).not.toHaveBeenCalled();
      const failed = await loadShowPage(
        page,
        context(answers),
        promoUrl('WICKED10'),
        now,
        privateRepository(get),
      );
      expect(failed.promo).toEqual({ state: 'unavailable', value: 'WICKED10' });
      expect(failed.product?.name).toBe('Wicked');
      logs.restore();
    });
  });
});

describe('showBody', () => {
  const offerBody = (closing: string) => [
    { type: 'heading2', text: 'Overview', spans: [] },
    { type: 'paragraph', text: 'A musical.', spans: [] },
    { type: 'heading2', text: 'Special Offer', spans: [] },
    { type: 'paragraph', text: 'Save 20 % on Tuesdays.', spans: [] },
    { type: 'heading5', text: 'Offer Closing Date', spans: [] },
    { type: 'paragraph', text: closing, spans: [] },
  ];

  it('parses a kept body once and shares the parse, so its rich text is rendered once too', () => {
    const body = keepShared(offerBody('2026-12-31'));
    const first = showBody(body);
    expect(showBody(body)).toBe(first);
    expect(first.parsed.tabs.map((tab) => tab.tab_name)).toEqual(['Overview']);
    expect(isShared(first.parsed.tabs[0]?.tab_content)).toBe(true);
    expect(isShared(first.intro)).toBe(true);
  });

  it('parses a body that is not kept (a preview) afresh every time', () => {
    const body = offerBody('2026-12-31');
    expect(showBody(body)).not.toBe(showBody(body));
    expect(isShared(showBody(body).intro)).toBe(false);
  });

  it('leaves the special offer’s day to the page: shown until its closing date, then hidden', async () => {
    const withOffer = { ...page, data: { ...page.data, body: keepShared(offerBody('2026-11-30')) } };
    const answers = { '/api/tours/v6/tour-groups/10002/': wicked };
    const before = await loadShowPage(withOffer, context(answers), url, new Date('2026-11-30T12:00:00Z'));
    const after = await loadShowPage(withOffer, context(answers), url, new Date('2026-12-01T12:00:00Z'));
    expect(before.parsed.specialOffer?.closingDate).toBe('2026-11-30');
    expect([before.parsed.hasSpecialOffer, after.parsed.hasSpecialOffer]).toEqual([true, false]);
  });
});
