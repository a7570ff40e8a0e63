import { describe, expect, it } from 'vitest';
import { BOOKING_KINDS, bookingSuffix, isBookingKind } from './bookingKind';
import { bookingUrl } from './bookingUrl';
import { cardLinkTarget, showPageUrl } from './cardLinkTarget';
import { hostParts, parentDomain } from './parentDomain';
import { isBookingUrl, isSeatingPlanUrl } from './urlRecognition';

describe('parentDomain', () => {
  it('drops subdomains down to the registrable domain', () => {
    expect(parentDomain('www.example.com')).toBe('example.com');
    expect(parentDomain('a.b.example.com:8443')).toBe('example.com');
    expect(parentDomain('example.com')).toBe('example.com');
    expect(parentDomain('Shop.Example.CO.UK.')).toBe('example.co.uk');
    expect(parentDomain('example.co.uk')).toBe('example.co.uk');
  });
  it('treats localhost as a top-level domain and keeps IPs', () => {
    expect(parentDomain('localhost:4321')).toBe('localhost');
    expect(parentDomain('site.localhost:4321')).toBe('site.localhost');
    expect(parentDomain('book.site.localhost')).toBe('site.localhost');
    expect(parentDomain('127.0.0.1:4321')).toBe('127.0.0.1');
    expect(parentDomain('[::1]:4321')).toBe('[::1]');
  });
  it('splits host parts', () => {
    expect(hostParts('Site.Localhost:4321')).toEqual({
      hostname: 'site.localhost',
      port: ':4321',
      isLocal: false,
      isDevelopment: true,
    });
    expect(hostParts('localhost')).toEqual({
      hostname: 'localhost',
      port: '',
      isLocal: true,
      isDevelopment: true,
    });
    expect(hostParts('www.example.com')).toEqual({
      hostname: 'www.example.com',
      port: '',
      isLocal: false,
      isDevelopment: false,
    });
    expect(hostParts('10.0.0.2:80')).toEqual({
      hostname: '10.0.0.2',
      port: ':80',
      isLocal: true,
      isDevelopment: true,
    });
  });
});

describe('bookingSuffix', () => {
  it('maps every booking kind', () => {
    expect(BOOKING_KINDS.map((kind) => `${kind}=${bookingSuffix(kind)}`)).toEqual([
      'SEATMAP=seatmap/',
      'SVG=svg/',
      'NORMAL=select/',
      'COMBO=select/',
      'RESERVE=select/',
      'PRIVATE_AIRPORT_TRANSFER=select/pax/',
      'SHARED_AIRPORT_TRANSFER=select/pax/',
      'SEATMAP_IFRAME=seatmap-iframe/',
      'HOP_ON_HOP_OFF=select/',
      'PROPERTY_SELECTION=select/',
      'GUIDED_TOUR_PROPERTY_SELECTION=select/',
    ]);
  });
  it('gives no suffix for unknown flow types', () => {
    expect(bookingSuffix('svg')).toBe('');
    expect(bookingSuffix('constructor')).toBe('');
    expect(bookingSuffix(undefined)).toBe('');
    expect(isBookingKind('SVG')).toBe(true);
    expect(isBookingKind(1)).toBe(false);
  });
});

describe('bookingUrl', () => {
  it('builds /book/{tgid}/ on the book subdomain of the parent domain', () => {
    expect(bookingUrl({ host: 'www.example.com', tgid: 42 })).toBe('https://book.example.com/book/42/');
    expect(bookingUrl({ host: 'www.example.com', tgid: 42, flowType: 'NORMAL' })).toBe(
      'https://book.example.com/book/42/select/',
    );
    expect(bookingUrl({ host: 'example.com:443', tgid: 42, flowType: 'SEATMAP' })).toBe(
      'https://book.example.com/book/42/seatmap/',
    );
  });
  it('uses another subdomain when asked, the default for unsafe ones', () => {
    expect(bookingUrl({ host: 'example.com', tgid: 1, bookSubdomain: 'tickets' })).toBe(
      'https://tickets.example.com/book/1/',
    );
    expect(bookingUrl({ host: 'example.com', tgid: 1, bookSubdomain: 'evil.com/x' })).toBe(
      'https://book.example.com/book/1/',
    );
    expect(bookingUrl({ host: 'example.com', tgid: 1, bookSubdomain: '' })).toBe(
      'https://book.example.com/book/1/',
    );
  });
  it('attaches the extras that are set, in a fixed order, encoded', () => {
    expect(
      bookingUrl({
        host: 'www.example.com',
        tgid: 42,
        flowType: 'SVG',
        cookieBanner: false,
        couponCode: 'SPRING 10',
        currencyCode: 'EUR',
        hsid: 'abc',
        refererCollectionId: 167,
      }),
    ).toBe(
      'https://book.example.com/book/42/svg/?cookieBanner=false&couponCode=SPRING+10&currencyCode=EUR&hsid=abc&refererCollectionId=167',
    );
    expect(
      bookingUrl({ host: 'example.com', tgid: 42, cookieBanner: true, couponCode: '  ', hsid: '' }),
    ).toBe('https://book.example.com/book/42/');
  });
  it('keeps http and the port on development hosts', () => {
    expect(bookingUrl({ host: 'site.localhost:4321', tgid: 9 })).toBe(
      'http://book.site.localhost:4321/book/9/',
    );
    expect(bookingUrl({ host: 'localhost:4321', tgid: 9 })).toBe('http://book.localhost:4321/book/9/');
  });
  it('gives nothing without a usable tgid', () => {
    expect(bookingUrl({ host: 'example.com', tgid: 0 })).toBeUndefined();
    expect(bookingUrl({ host: 'example.com', tgid: -3 })).toBeUndefined();
    expect(bookingUrl({ host: 'example.com', tgid: 1.5 })).toBeUndefined();
    expect(bookingUrl({ host: 'example.com', tgid: Number.NaN })).toBeUndefined();
  });
});

describe('URL recognition', () => {
  it('recognises booking URLs by /book in the path', () => {
    expect(isBookingUrl('https://book.example.com/book/42/select/')).toBe(true);
    expect(isBookingUrl('/book/42/')).toBe(true);
    expect(isBookingUrl('/bookmarks/')).toBe(true);
    expect(isBookingUrl('https://book.example.com/paris/')).toBe(false);
    expect(isBookingUrl('/paris/?next=/book/1')).toBe(false);
    expect(isBookingUrl('http://[')).toBe(false);
    expect(isBookingUrl(undefined)).toBe(false);
  });
  it('recognises seating-plan pages', () => {
    expect(isSeatingPlanUrl('/london/lyceum-theatre-seating-plan/')).toBe(true);
    expect(isSeatingPlanUrl('https://example.com/Apollo-Seating-Chart/')).toBe(true);
    expect(isSeatingPlanUrl('/london/lyceum-theatre/?seating-plan=1')).toBe(false);
    expect(isSeatingPlanUrl(null)).toBe(false);
  });
});

describe('showPageUrl and cardLinkTarget', () => {
  it('builds show-page URLs from the uid on the bare domain with the language prefix', () => {
    expect(showPageUrl('london.the-lion-king', 'fr', 'www.example.com')).toBe(
      'https://example.com/fr/london/the-lion-king/',
    );
    expect(showPageUrl('wicked', 'en', 'www.example.com')).toBe('https://example.com/wicked/');
    expect(showPageUrl('.a..b.', 'en', 'site.localhost:4321')).toBe('http://site.localhost:4321/a/b/');
  });
  it('links to the show page when one exists, else to the booking flow', () => {
    const uids = new Map([[7, 'london.wicked']]);
    expect(cardLinkTarget({ host: 'www.example.com', tgid: 7 }, uids, 'de')).toEqual({
      kind: 'showPage',
      href: 'https://example.com/de/london/wicked/',
    });
    expect(cardLinkTarget({ host: 'www.example.com', tgid: 7 }, { 7: 'london.wicked' }, 'en')).toEqual({
      kind: 'showPage',
      href: 'https://example.com/london/wicked/',
    });
    expect(cardLinkTarget({ host: 'www.example.com', tgid: 8, flowType: 'NORMAL' }, uids, 'en')).toEqual({
      kind: 'booking',
      href: 'https://book.example.com/book/8/select/',
    });
    expect(cardLinkTarget({ host: 'www.example.com', tgid: 8 }, { 8: ' . ' }, 'en')).toEqual({
      kind: 'booking',
      href: 'https://book.example.com/book/8/',
    });
    expect(cardLinkTarget({ host: 'www.example.com', tgid: -1 }, {}, 'en')).toEqual({ kind: 'none' });
  });
});
