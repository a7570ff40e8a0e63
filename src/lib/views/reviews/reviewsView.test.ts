import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../i18n/languages';
import { createTranslator } from '../../i18n/translator';
import type { ReviewAnswer } from './reviewAnswer';
import { DEFAULT_REVIEW_PAGE_QUERY, type ReviewPageQuery } from './reviewPageQuery';
import type { ReviewSource } from './reviewSource';
import { buildReviewsView } from './reviewsView';

const product: ReviewSource = { kind: 'product', tgid: 10002 };
const reviews = (count: number, from = 1): ReviewAnswer['items'] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    rating: 5 - (index % 2),
    text: `Review ${from + index}`,
    language: 'en',
    author: { name: `Reviewer ${from + index}`, countryCode: 'GB' },
    date: '2026-03-01',
    media: [],
  }));
const answer = (total: number, items = reviews(Math.min(total, 10))): ReviewAnswer => ({
  averageRating: 4.43,
  ratingsCount: 185,
  total,
  items,
});

function build(
  overrides: {
    source?: ReviewSource;
    query?: Partial<ReviewPageQuery>;
    answer?: ReviewAnswer | undefined;
    search?: string;
    language?: LanguageCode;
    reviewLanguage?: LanguageCode;
  } = {},
) {
  const language = overrides.language ?? 'en';
  return buildReviewsView({
    source: overrides.source ?? product,
    query: { ...DEFAULT_REVIEW_PAGE_QUERY, ...overrides.query },
    answer: 'answer' in overrides ? overrides.answer : answer(94),
    url: new URL(`http://london-theatre.localhost:4321/reviews/${overrides.search ?? ''}`),
    language,
    reviewLanguage: overrides.reviewLanguage ?? language,
    t: createTranslator(language),
  });
}

describe('buildReviewsView', () => {
  it('summarises the rating with stars, count and the trust badge', () => {
    expect(build().summary).toEqual({
      average: 4.43,
      averageLabel: '4.4',
      stars: ['full', 'full', 'full', 'full', 'half'],
      starsLabel: 'Rated 4.4 out of 5',
      count: 185,
      countLabel: '185 ratings',
      trustBadge: true,
    });
    expect(build({ answer: { ...answer(5), ratingsCount: 99 } }).summary?.trustBadge).toBe(false);
    expect(build({ answer: { ...answer(5), averageRating: 3.9 } }).summary?.trustBadge).toBe(false);
    expect(build({ answer: { ...answer(0, []), averageRating: null } }).summary).toBeUndefined();
  });

  it('shows the page’s reviews with the range and page links', () => {
    const view = build({ query: { page: 2 }, answer: answer(94, reviews(10, 11)) });
    expect(view.state).toBe('ok');
    expect(view.items.map((item) => item.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(view.range).toBe('Showing 11–20 of 94 reviews');
    expect(view.rangeParts).toEqual({ from: 11, to: 20, template: 'Showing {from}–{to} of 94 reviews' });
    expect(view.pagination).toEqual({
      previous: '/reviews/#reviews',
      next: '/reviews/?page=3#reviews',
      entries: [
        { kind: 'page', page: 1, current: false, href: '/reviews/#reviews' },
        { kind: 'page', page: 2, current: true, href: '/reviews/?page=2#reviews' },
        { kind: 'page', page: 3, current: false, href: '/reviews/?page=3#reviews' },
        { kind: 'gap' },
        { kind: 'page', page: 10, current: false, href: '/reviews/?page=10#reviews' },
      ],
    });
  });

  it('keeps filters and other parameters in page links, and has none for a single page', () => {
    const view = build({ query: { rating: '3', sort: 'most-recent' }, answer: answer(13), search: '?a=1' });
    expect(view.pagination?.next).toBe('/reviews/?a=1&filter-reviews=3&sort=most-recent&page=2#reviews');
    expect(build({ answer: answer(7) }).pagination).toBeUndefined();
  });

  it('offers sort and filter links for product reviews', () => {
    const view = build({ query: { rating: '4-plus', page: 3 } });
    expect(view.sorts.map((link) => [link.label, link.href, link.active])).toEqual([
      ['Most relevant', '/reviews/?filter-reviews=4-plus#reviews', true],
      ['Most recent', '/reviews/?filter-reviews=4-plus&sort=most-recent#reviews', false],
    ]);
    expect(view.filters.map((link) => [link.label, link.href, link.active])).toEqual([
      ['All reviews', '/reviews/#reviews', false],
      ['4+ stars', '/reviews/#reviews', true],
      ['3 stars', '/reviews/?filter-reviews=3#reviews', false],
      ['Under 3 stars', '/reviews/?filter-reviews=under-3#reviews', false],
      ['With images', '/reviews/?filter-reviews=4-plus&filter-reviews=with-images#reviews', false],
    ]);
  });

  it('offers no sort or filter links for collection reviews', () => {
    const view = build({ source: { kind: 'collection', id: 180 } });
    expect([view.state, view.sorts, view.filters]).toEqual(['ok', [], []]);
  });

  it('says when no review matches the filters, with a link to every review in the same sort', () => {
    const view = build({
      query: { rating: 'under-3', withImages: true, sort: 'most-recent' },
      answer: answer(0, []),
    });
    expect(view.state).toBe('empty');
    expect(view.emptyState).toEqual({
      message: 'We couldn’t find reviews matching your selected filters',
      action: 'Show all reviews',
      href: '/reviews/?sort=most-recent#reviews',
    });
    expect(view.filters).toHaveLength(5);
    expect([view.range, view.pagination, view.items]).toEqual([undefined, undefined, []]);
  });

  it('has no empty state and no controls when there are no reviews at all', () => {
    const view = build({ answer: { averageRating: 0, ratingsCount: 0, total: 0, items: [] } });
    expect([view.state, view.emptyState, view.sorts, view.summary]).toEqual([
      'none',
      undefined,
      [],
      undefined,
    ]);
  });

  it('fails quietly when the call failed', () => {
    const view = build({ answer: undefined });
    expect([view.state, view.items, view.summary, view.structured, view.filters]).toEqual([
      'failed',
      [],
      undefined,
      undefined,
      [],
    ]);
  });

  it('notes the language of the reviews listed, the page’s own or English when it has none', () => {
    expect(build({ language: 'ja', reviewLanguage: 'en' }).writtenIn).toBe(
      '英語で書かれたレビューを表示しています。',
    );
    expect(build({ language: 'ar', reviewLanguage: 'en' }).writtenIn).toBe(
      'نعرض المراجعات المكتوبة باللغة الإنجليزية.',
    );
    // Always: the reviews listed are the written ones of one language, fewer than the ratings counted.
    expect(build({ language: 'fr' }).writtenIn).toBe('Avis rédigés en français.');
  });

  it('words everything in the page’s language', () => {
    const view = build({ language: 'de', query: { page: 2 }, answer: answer(94, reviews(10, 11)) });
    expect(view.range).toBe('11–20 von 94 Bewertungen');
    expect(view.rangeParts?.template).toBe('{from}–{to} von 94 Bewertungen');
    expect(view.summary?.countLabel).toBe('185 Bewertungen');
    expect(view.summary?.averageLabel).toBe('4,4');
    expect(view.filters[1]?.label).toBe('4+ Sterne');
  });

  it('exposes what JSON-LD needs: aggregate rating and the reviews shown', () => {
    const view = build({ answer: answer(2, reviews(2)), language: 'ja', reviewLanguage: 'en' });
    expect(view.structured).toEqual({
      ratingValue: 4.43,
      ratingCount: 185,
      reviews: [
        {
          author: 'Reviewer 1',
          datePublished: '2026-03-01',
          ratingValue: 5,
          reviewBody: 'Review 1',
          inLanguage: 'en',
        },
        {
          author: 'Reviewer 2',
          datePublished: '2026-03-01',
          ratingValue: 4,
          reviewBody: 'Review 2',
          inLanguage: 'en',
        },
      ],
    });
  });
});
