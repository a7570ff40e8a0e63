import { describe, expect, it } from 'vitest';
import { BOOKING_KINDS, bookingSuffix } from './bookingKind';
import { bookingUrl } from './bookingUrl';
import { attributionIdentifiers, demoBookingSiteHost, parseHandoffRequest } from './handoffRequest';
import { calendarBookingUrl } from '../calendar/calendarBookingUrl';

const parse = (href: string) => {
  const url = new URL(href);
  return parseHandoffRequest(url.pathname, url.search);
};

describe('parseHandoffRequest (spec 000 §2, spec 001 §2 flow steps)', () => {
  it('reads every choice a calendar booking link carries', () => {
    const base = bookingUrl({
      host: 'broadway.localhost:4321',
      tgid: 10103,
      flowType: 'SEATMAP',
      couponCode: 'SPRING10',
      hsid: 'h-1',
      refererCollectionId: 167,
      cookieBanner: false,
    });
    const href = calendarBookingUrl(base ?? '', {
      date: '2026-12-05',
      time: '19:30',
      variantId: 7,
      currency: 'EUR',
    });
    expect(parse(href)).toEqual({
      tgid: 10103,
      flowStep: 'seatmap-select',
      date: '2026-12-05',
      time: '19:30',
      variantId: 7,
      pax: undefined,
      currencyCode: 'EUR',
      couponCode: 'SPRING10',
      hsid: 'h-1',
      refererCollectionId: '167',
      cookieBanner: false,
      other: [],
      invalid: [],
    });
  });

  it('names the flow step of every booking kind', () => {
    const steps = BOOKING_KINDS.map(
      (kind) => parseHandoffRequest(`/book/1/${bookingSuffix(kind)}`, '')?.flowStep,
    );
    expect(steps).toEqual([
      'seatmap-select',
      'svg-select',
      'select',
      'select',
      'select',
      'select',
      'select',
      'seatmap-iframe-select',
      'select',
      'select',
      'select',
    ]);
    expect(parseHandoffRequest('/book/1/', '')?.flowStep).toBe('select');
  });

  it('is not a hand-off: another path, a zero or huge id, an unknown step', () => {
    expect(parseHandoffRequest('/', '')).toBeUndefined();
    expect(parseHandoffRequest('/book/0/', '')).toBeUndefined();
    expect(parseHandoffRequest('/book/99999999999/', '')).toBeUndefined();
    expect(parseHandoffRequest('/book/12/checkout/', '')).toBeUndefined();
    expect(parseHandoffRequest('/book/12', '')).toBeUndefined();
    expect(parseHandoffRequest('/book/abc/', '')).toBeUndefined();
  });

  it('leaves invalid values out and names them; the first value of a name counts', () => {
    const request = parseHandoffRequest(
      '/book/5/select/',
      '?date=2026-02-30&time=25:00&variantId=-1&pax=0&currencyCode=eur&refererCollectionId=x&cookieBanner=maybe&date=2026-03-01',
    );
    expect(request?.invalid).toEqual([
      'date',
      'time',
      'variantId',
      'pax',
      'currencyCode',
      'refererCollectionId',
      'cookieBanner',
    ]);
    expect(request?.date).toBeUndefined();
    expect(parseHandoffRequest('/book/5/', '?pax=3&pax=4&couponCode=%20A%20')).toMatchObject({
      pax: 3,
      couponCode: 'A',
    });
  });

  it('lists other parameters (a return leg) in order, bounded', () => {
    const request = parseHandoffRequest('/book/5/select/pax/', '?returnDate=2026-05-02&returnTime=18:00');
    expect(request?.other).toEqual([
      ['returnDate', '2026-05-02'],
      ['returnTime', '18:00'],
    ]);
    const many = Array.from({ length: 30 }, (_, i) => `p${i}=${i}`).join('&');
    expect(parseHandoffRequest('/book/5/', `?${many}`)?.other).toHaveLength(20);
    expect(parseHandoffRequest('/book/5/', `?x=${'a'.repeat(300)}`)?.other).toEqual([]);
  });
});

describe('demoBookingSiteHost', () => {
  it('answers the storefront host of a demo booking host only', () => {
    expect(demoBookingSiteHost('book.broadway.localhost', 'localhost')).toBe('broadway.localhost');
    expect(demoBookingSiteHost('book.london-theatre-tickets.com.test', 'test')).toBe(
      'london-theatre-tickets.com.test',
    );
    expect(demoBookingSiteHost('book.london-theatre-tickets.com', 'localhost')).toBeUndefined();
    expect(demoBookingSiteHost('shop.broadway.localhost', 'localhost')).toBeUndefined();
    expect(demoBookingSiteHost('book.localhost', 'localhost')).toBeUndefined();
    expect(demoBookingSiteHost('book.broadway.localhost', null)).toBeUndefined();
  });
});

describe('attributionIdentifiers', () => {
  it('keeps the tracking identifiers of the attribution cookie', () => {
    expect(attributionIdentifiers('utm_source=news&gclid=abc&x=1')).toEqual([
      ['utm_source', 'news'],
      ['gclid', 'abc'],
    ]);
    expect(attributionIdentifiers(undefined)).toEqual([]);
    expect(attributionIdentifiers('utm_source=%0A')).toEqual([]);
  });
});
