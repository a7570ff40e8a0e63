import type { Client } from '@prismicio/client';
import { describe, expect, it, vi } from 'vitest';
import { createCatalogueClient } from '../../catalogue/client';
import type { LanguageCode } from '../../i18n/languages';
import { createTranslator } from '../../i18n/translator';
import type { Site } from '../../sites/site';
import type { PageContext } from '../../request/pageContext';
import { loadReviews } from './loadReviews';
import { captureLogs } from '../../log/captureLogs';

const site = { domain: 'london-theatre-tickets.com', cityCode: 'LONDON' } as Site;

const item = (id: number) => ({
  id,
  rating: 5,
  text: `Review ${id}`,
  language: 'en',
  author: { name: 'Ana C.', countryCode: 'IT' },
  date: '2026-03-01',
  media: [],
  helpfulCount: 0,
});

/** A catalogue of `total` reviews answering pages as the real one does (empty past the end). */
function setup(total: number, language: LanguageCode = 'en', respond?: (path: string) => Response) {
  const transport = vi.fn(async (path: string) => {
    if (respond) return respond(path);
    const query = new URL(path, 'http://x').searchParams;
    const offset = Number(query.get('offset'));
    const count = Math.max(0, Math.min(10, total - offset));
    const items = Array.from({ length: count }, (_, index) => item(offset + index + 1));
    return new Response(JSON.stringify({ averageRating: 4.5, ratingsCount: total, total, items }));
  });
  const context: PageContext = {
    site,
    language,
    locale: 'en-us',
    currency: 'GBP',
    host: 'london-theatre.localhost:4321',
    origin: 'http://london-theatre.localhost:4321',
    content: {} as Client,
    catalogue: createCatalogueClient({ transport, timeoutMs: 1000, log: vi.fn() }),
    request: {},
    isBot: false,
    lazyOff: false,
    t: createTranslator(language),
  };
  return { context, transport };
}

const url = (search = '') => new URL(`http://london-theatre.localhost:4321/reviews/${search}`);
const product = { kind: 'product', tgid: 10002 } as const;

describe('loadReviews', () => {
  it('asks the product reviews call with the page’s sort, filters, page and language', async () => {
    const { context, transport } = setup(94, 'fr');
    const view = await loadReviews(product, url('?sort=most-recent&filter-reviews=4-plus&page=2'), context);
    expect(transport).toHaveBeenCalledTimes(1);
    expect(transport.mock.calls[0]?.[0]).toBe(
      '/api/v6/tour-groups/10002/reviews/?limit=10&offset=10&language=fr&sort-type=MOST_RECENT&rating-filter=GE_4',
    );
    expect(view.state).toBe('ok');
    expect(view.items[0]?.id).toBe(11);
  });

  it('asks English reviews on a page in a language reviews are not written in', async () => {
    const { context, transport } = setup(3, 'ja');
    const view = await loadReviews(product, url(), context);
    expect(transport.mock.calls[0]?.[0]).toContain('language=en');
    expect(view.writtenIn).toBe('英語で書かれたレビューを表示しています。');
  });

  it('answers the last page for a page past the end, with one more call', async () => {
    const { context, transport } = setup(94);
    const view = await loadReviews(product, url('?page=40'), context);
    expect(transport).toHaveBeenCalledTimes(2);
    expect(transport.mock.calls[1]?.[0]).toContain('offset=90');
    expect(view.query.page).toBe(10);
    expect(view.items.map((review) => review.id)).toEqual([91, 92, 93, 94]);
    expect(view.pagination?.entries.at(-1)).toMatchObject({ page: 10, current: true });
  });

  it('asks collection reviews with limit, offset and language only, ignoring sort and filters', async () => {
    const { context, transport } = setup(30, 'it');
    const view = await loadReviews(
      { kind: 'collection', id: 180 },
      url('?sort=most-recent&filter-reviews=3&page=2'),
      context,
    );
    expect(transport.mock.calls[0]?.[0]).toBe(
      '/api/v2/collections/180/reviews?limit=10&offset=10&language=it',
    );
    expect(view.query).toEqual({ sort: 'most-relevant', rating: undefined, withImages: false, page: 2 });
    expect(view.pagination?.next).toBe('/reviews/?page=3#reviews');
  });

  it('asks city category reviews', async () => {
    const { context, transport } = setup(5);
    await loadReviews(
      { kind: 'cityCategory', city: 'ROME', level: 'subcategories', id: 1007 },
      url(),
      context,
    );
    expect(transport.mock.calls[0]?.[0]).toBe(
      '/api/v3/cities/ROME/subcategories/1007/reviews?limit=10&offset=0&language=en',
    );
  });

  it('degrades to the failed state when the call fails or answers no review list', async () => {
    const failing = setup(0, 'en', () => new Response('{"error":{}}', { status: 500 }));
    expect((await loadReviews(product, url(), failing.context)).state).toBe('failed');
    const logs = captureLogs();
    const odd = setup(0, 'en', () => new Response('{"reviews":[]}'));
    expect((await loadReviews(product, url(), odd.context)).state).toBe('failed');
    expect(logs.at('error').map((line) => line.msg)).toContain(
      'product reviews answer unreadable; section degraded',
    );
    logs.restore();
  });

  it('degrades when a fault is injected in the reviews call', async () => {
    const { context, transport } = setup(94);
    const view = await loadReviews(product, url(), { ...context, request: { fault: 'reviews' } });
    expect([view.state, transport.mock.calls.length]).toEqual(['failed', 0]);
  });
});
