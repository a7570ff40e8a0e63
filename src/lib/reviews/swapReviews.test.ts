// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { appendReviews, reviewNavigation, reviewsBodyOf } from './swapReviews';

const here = new URL('https://tickets.example.com/colosseum/reviews/?currency=EUR');
const click = (target: Element | null, extra: Partial<Parameters<typeof reviewNavigation>[0]> = {}) => ({
  target,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...extra,
});
const link = (attributes: string, text = 'Most recent') => {
  const holder = document.createElement('div');
  holder.innerHTML = `<a ${attributes}><span>${text}</span></a>`;
  return holder.querySelector('span');
};

const body = (from: number, to: number, items: number[], next?: number) =>
  [
    `<p class="range"><span data-range data-from="${from}" data-to="${to}" data-template="Showing {from}–{to} of 94 reviews">Showing ${from}–${to} of 94 reviews</span></p>`,
    `<ol class="review-list" role="list">${items.map((id) => `<li><article data-id="${id}"></article></li>`).join('')}</ol>`,
    next
      ? `<a class="load-more" href="/reviews/?page=${next}#reviews" data-reviews-nav="more">Show more reviews</a>`
      : '',
    `<nav class="pagination"><a href="/reviews/?page=${from === 1 ? 1 : 2}" aria-current="page">${Math.ceil(to / 10)}</a></nav>`,
  ].join('');

describe('reviewNavigation', () => {
  it('takes over a plain click on a review link of this page, with its kind and value', () => {
    const nav = reviewNavigation(
      click(
        link(
          'href="/colosseum/reviews/?sort=most-recent#reviews" data-reviews-nav="sort" data-value="most-recent"',
        ),
      ),
      here,
    );
    expect([nav?.url.href, nav?.kind, nav?.value]).toEqual([
      'https://tickets.example.com/colosseum/reviews/?sort=most-recent#reviews',
      'sort',
      'most-recent',
    ]);
  });
  it('leaves new-tab clicks, other buttons, other pages, unknown kinds and plain links to the browser', () => {
    const sort = link('href="/colosseum/reviews/?sort=most-recent" data-reviews-nav="sort"');
    expect(reviewNavigation(click(sort, { ctrlKey: true }), here)).toBeUndefined();
    expect(reviewNavigation(click(sort, { metaKey: true }), here)).toBeUndefined();
    expect(reviewNavigation(click(sort, { button: 1 }), here)).toBeUndefined();
    expect(reviewNavigation(click(sort, { defaultPrevented: true }), here)).toBeUndefined();
    expect(
      reviewNavigation(click(link('href="/vatican/reviews/" data-reviews-nav="page"')), here),
    ).toBeUndefined();
    expect(
      reviewNavigation(
        click(link('href="https://other.example/colosseum/reviews/" data-reviews-nav="page"')),
        here,
      ),
    ).toBeUndefined();
    expect(
      reviewNavigation(click(link('href="/colosseum/reviews/" data-reviews-nav="jump"')), here),
    ).toBeUndefined();
    expect(reviewNavigation(click(link('href="/colosseum/reviews/?page=2"')), here)).toBeUndefined();
    expect(reviewNavigation(click(null), here)).toBeUndefined();
  });
});

describe('reviewsBodyOf', () => {
  it('finds the review body of the section in a whole page', () => {
    const html = `<!doctype html><html><body><div data-reviews-body>not this</div><section id="reviews"><h2>Reviews</h2><astro-island><div class="reviews-body" data-reviews-body><ol class="review-list"></ol></div></astro-island></section></body></html>`;
    expect(reviewsBodyOf(html)).toBe('<ol class="review-list"></ol>');
  });
  it('answers undefined when the section failed or the page has none', () => {
    expect(reviewsBodyOf('<section id="reviews"><p role="status">Failed</p></section>')).toBeUndefined();
    expect(reviewsBodyOf('Bad gateway')).toBeUndefined();
  });
});

describe('appendReviews', () => {
  it('appends the next page, counts the range from the first review shown and takes the next paging', () => {
    const result = appendReviews(body(1, 10, [1, 2], 2), body(11, 20, [11, 12], 3), (n) =>
      n.toLocaleString('en'),
    );
    expect([result.added, result.total, result.range]).toEqual([2, 4, 'Showing 1–20 of 94 reviews']);
    const merged = document.createElement('div');
    merged.innerHTML = result.html;
    expect([...merged.querySelectorAll('article')].map((a) => a.getAttribute('data-id'))).toEqual([
      '1',
      '2',
      '11',
      '12',
    ]);
    expect(merged.querySelector('[data-range]')?.getAttribute('data-to')).toBe('20');
    expect(merged.querySelector('[data-reviews-nav="more"]')?.getAttribute('href')).toBe(
      '/reviews/?page=3#reviews',
    );
    expect(merged.querySelectorAll('.pagination')).toHaveLength(1);
  });
  it('drops "Show more" on the last page and formats numbers in the page’s language', () => {
    const result = appendReviews(body(1001, 1010, [1], 102), body(1011, 1020, [2]), (n) =>
      n.toLocaleString('de'),
    );
    expect(result.range).toBe('Showing 1.001–1.020 of 94 reviews');
    expect(result.html).not.toContain('load-more');
  });
});
