import { describe, expect, it } from 'vitest';
import { criticRating, formatStars, newsSection, type NewsItem } from './newsItem';
import { newestFirst, sortNewest } from './newsOrder';
import { newsPageHref, pageOf, requestedPage } from './newsPaging';
import {
  pickFeatured,
  pickMoreReads,
  pickRecent,
  pickReviews,
  pickTrailers,
  relatedReads,
} from './newsPicks';
import { readingMinutes } from './readingTime';

const item = (uid: string, published: string, extra: Partial<NewsItem> = {}): NewsItem => ({
  uid,
  published,
  featured: false,
  section: 'announcement',
  tgid: undefined,
  rating: undefined,
  hasTrailer: false,
  readingMinutes: 2,
  ...extra,
});
const uids = (items: readonly NewsItem[]) => items.map((entry) => entry.uid);

describe('newsSection and criticRating', () => {
  it('read known sections in any case and file anything else as announcement', () => {
    expect(newsSection(' Casting ')).toBe('casting');
    expect(newsSection('REVIEW')).toBe('review');
    expect(newsSection('gossip')).toBe('announcement');
    expect(newsSection(undefined)).toBe('announcement');
  });
  it('read ratings from 1 to 5 to the half star, numbers or numeric text', () => {
    expect(criticRating('4')).toBe(4);
    expect(criticRating(3.7)).toBe(3.5);
    expect(criticRating(4.8)).toBe(5);
    expect([criticRating(0), criticRating(6), criticRating('five'), criticRating('')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
  it('write whole stars without decimals and half stars in the language’s digits', () => {
    expect(formatStars(4, 'en-US')).toBe('4');
    expect(formatStars(3.5, 'de-DE')).toBe('3,5');
    expect(formatStars(4.5, 'ar-AE')).toBe(new Intl.NumberFormat('ar-AE').format(4.5));
  });
});

describe('newest first', () => {
  it('orders by instant, dates and date-times alike, then by uid; unreadable dates last', () => {
    const items = [
      item('b', '2026-03-01'),
      item('bad', 'soon'),
      item('a', '2026-03-01T00:00:00Z'),
      item('c', '2026-03-01T09:30:00+01:00'),
      item('d', '2026-02-28T23:59:00-05:00'),
    ];
    // c is 08:30 UTC, d 04:59 UTC on March 1st; a and b are both midnight UTC.
    expect(uids(sortNewest(items))).toEqual(['c', 'd', 'a', 'b', 'bad']);
    expect(newestFirst(item('x', '2026-01-01'), item('x', '2026-01-01'))).toBe(0);
  });
});

describe('paging', () => {
  it('reads ?page=N, falling back to the first page on malformed values', () => {
    const ask = (query: string) => requestedPage(new URLSearchParams(query));
    expect(ask('')).toEqual({ kind: 'first', malformed: false });
    expect(ask('page=1')).toEqual({ kind: 'first', malformed: false });
    expect(ask('page=2')).toEqual({ kind: 'page', page: 2 });
    expect(ask('page=%2012')).toEqual({ kind: 'page', page: 12 });
    for (const bad of ['page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=', 'page=2&page=3', 'page=1e3'])
      expect([bad, ask(bad)]).toEqual([bad, { kind: 'first', malformed: true }]);
    expect(ask('page=999999')).toEqual({ kind: 'first', malformed: true });
  });
  it('cuts pages of ten, with past-the-end pages out of range', () => {
    const items = Array.from({ length: 23 }, (_, index) => index);
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pages: 3, outOfRange: false });
    expect(pageOf(items, 1).items).toHaveLength(10);
    expect(pageOf(items, 3)).toEqual({ page: 3, pages: 3, items: [20, 21, 22], outOfRange: false });
    expect(pageOf(items, 4)).toEqual({ page: 4, pages: 3, items: [], outOfRange: true });
    expect(pageOf([], 1)).toEqual({ page: 1, pages: 1, items: [], outOfRange: false });
    expect(pageOf(['a', 'b', 'c'], 2, 2)).toEqual({ page: 2, pages: 2, items: ['c'], outOfRange: false });
  });
  it('links page 1 to the hub itself and later pages with ?page=N', () => {
    expect(newsPageHref('/ar/news/', 1)).toBe('/ar/news/');
    expect(newsPageHref('/news/', 3)).toBe('/news/?page=3');
  });
});

describe('picks', () => {
  const items = [
    item('newest', '2026-03-20', { readingMinutes: 1 }),
    item('wicked-review', '2026-03-18', { section: 'review', rating: 4, tgid: 10002, readingMinutes: 3 }),
    item('featured-older', '2026-03-15', { featured: true, readingMinutes: 6, hasTrailer: true }),
    item('wicked-extends', '2026-03-10', { tgid: 10002, readingMinutes: 4 }),
    item('hamilton-review', '2026-03-08', { section: 'review', rating: 5, tgid: 10005, readingMinutes: 4 }),
    item('unrated-review', '2026-03-06', { section: 'review', readingMinutes: 2 }),
    item('trailer', '2026-03-04', { section: 'trailer', hasTrailer: true, readingMinutes: 1 }),
    item('old-featured', '2026-01-01', { featured: true, readingMinutes: 5 }),
  ];
  it('features the newest article marked featured, else the newest', () => {
    expect(pickFeatured(items)?.uid).toBe('featured-older');
    expect(pickFeatured(items.map((entry) => ({ ...entry, featured: false })))?.uid).toBe('newest');
    expect(pickFeatured([])).toBeUndefined();
  });
  it('offers the longest reads other than the featured story as more reads', () => {
    expect(uids(pickMoreReads(items, 'featured-older'))).toEqual([
      'old-featured',
      'wicked-extends',
      'hamilton-review',
      'wicked-review',
    ]);
  });
  it('relates an article to the same show first, then its section, then the newest', () => {
    expect(uids(relatedReads(items[1] as NewsItem, items))).toEqual([
      'wicked-extends',
      'hamilton-review',
      'unrated-review',
    ]);
    // Without a show: announcements first (featured-older, wicked-extends, old-featured).
    expect(uids(relatedReads(items[0] as NewsItem, items))).toEqual([
      'featured-older',
      'wicked-extends',
      'old-featured',
    ]);
  });
  it('lists recent articles without the one being read, trailers and rated reviews, newest first', () => {
    expect(uids(pickRecent(items, 'newest', 3))).toEqual([
      'wicked-review',
      'featured-older',
      'wicked-extends',
    ]);
    expect(uids(pickRecent(items))).toHaveLength(5);
    expect(uids(pickTrailers(items))).toEqual(['featured-older', 'trailer']);
    expect(uids(pickReviews(items))).toEqual(['wicked-review', 'hamilton-review']);
  });
});

describe('readingMinutes', () => {
  it('counts spaced words at 200 a minute, rounded up, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingMinutes(`${'كلمة '.repeat(450)} — , .`)).toBe(3);
  });
  it('counts Chinese, Japanese and Korean characters at 400 a minute', () => {
    expect(readingMinutes('劇'.repeat(800))).toBe(2);
    expect(readingMinutes(`${'劇'.repeat(400)} ${'word '.repeat(200)}`)).toBe(2);
    expect(readingMinutes(`${'劇'.repeat(401)} ${'word '.repeat(200)}`)).toBe(3);
  });
});
