import type { Client } from '@prismicio/client';
import { describe, expect, it, vi } from 'vitest';
import { createCatalogueClient } from '../../catalogue/client';
import { parseSlices } from '../../content/slices/sliceSchemas';
import { createTranslator } from '../../i18n/translator';
import type { Site } from '../../sites/site';
import type { PageContext } from '../../request/pageContext';
import { loadSlices } from './loadSlices';

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

const product = (id: number, price: number | null) => ({
  id,
  name: `Show ${id}`,
  flowType: 'SEATMAP',
  primaryCategory: { id: 7 },
  listingPrice: price === null ? null : { finalPrice: price, originalPrice: price + 10, currencyCode: 'EUR' },
  cancellationPolicy: { cancellable: true, cancellableUpTo: 24 },
  ticketValidity: { ticketValidityType: 'UNTIL_DAYS_FROM_PURCHASE', ticketValidityUntilDaysFromPurchase: 90 },
});

function setup(lists: Record<string, unknown>, overrides: Partial<PageContext> = {}) {
  const transport = vi.fn(async (path: string) => {
    const key = Object.keys(lists).find((part) => path.includes(part));
    return key ? new Response(JSON.stringify(lists[key])) : new Response('{}', { status: 500 });
  });
  const get = vi.fn(async () => ({
    results: [
      { uid: 'london-theatre-tickets.com.wicked', data: { tgid: 2 } },
      { uid: 'other-site.com.x', data: { tgid: 1 } },
    ],
  }));
  const context: PageContext = {
    site,
    language: 'en',
    locale: 'en-us',
    currency: 'EUR',
    host: 'london-theatre.localhost:4321',
    origin: 'http://london-theatre.localhost:4321',
    content: { get } as unknown as Client,
    catalogue: createCatalogueClient({ transport, timeoutMs: 1000, log: vi.fn() }),
    request: {},
    isBot: false,
    lazyOff: false,
    t: createTranslator('en'),
    ...overrides,
  };
  return { context, transport, get };
}

describe('loadSlices', () => {
  it('fetches every list in the visitor’s currency, then looks show pages up once for the whole page', async () => {
    const { context, transport, get } = setup({
      'collection/167': { items: [product(1, 30), product(2, 45), product(3, null)] },
      'sub-category/1015': { items: [product(4, 20), product(2, 45)] },
    });
    const slices = parseSlices([
      {
        slice_type: 'product_cards',
        primary: { heading: 'Top shows', collection: 167, ranking: '3', show_scratch_price: 'No' },
      },
      { slice_type: 'tour_list_category', primary: {}, items: [{ heading: 'Musicals', sub_category: 1015 }] },
      { slice_type: 'rich_text', primary: { content: [{ type: 'paragraph', text: 'Hello', spans: [] }] } },
    ]);
    const views = await loadSlices(slices, context);
    expect(transport.mock.calls.map((call) => call[0])).toEqual([
      '/api/tours/v6/tour-groups/list-by/collection/167/?limit=100&language=en&currency=EUR',
      '/api/tours/v6/tour-groups/list-by/sub-category/1015/?limit=8&language=en&currency=EUR&city=LONDON',
    ]);
    expect(get).toHaveBeenCalledTimes(1);
    const cards = views[0]?.kind === 'productCards' ? views[0] : undefined;
    expect(cards?.cards.map((view) => view.card.tgid)).toEqual([3, 1, 2]);
    expect(cards?.cards.map((view) => view.card.link.kind)).toEqual(['booking', 'booking', 'showPage']);
    expect(cards?.cards[0]?.card.available).toBe(false);
    expect(cards?.cards[0]?.validity).toBe('Valid for 3 months from purchase');
    expect(cards?.cards[1]?.showScratchPrice).toBe(false);
    expect(cards?.cards[2]?.card.link).toEqual({
      kind: 'showPage',
      href: 'http://london-theatre.localhost:4321/wicked/',
    });
    const row = views[1]?.kind === 'tourList' ? views[1].rows[0] : undefined;
    expect(row).toMatchObject({ heading: 'Musicals', state: 'ok' });
    expect(views[2]).toEqual({
      kind: 'richText',
      content: [{ type: 'paragraph', text: 'Hello', spans: [] }],
    });
  });

  it('degrades a failing list to its own failed section', async () => {
    const { context } = setup({ 'collection/167': { items: [product(1, 30)] } });
    const slices = parseSlices([
      { slice_type: 'product_cards', primary: { collection: 167 } },
      { slice_type: 'product_cards', primary: { collection: 24 } },
      { slice_type: 'product_cards', primary: {} },
    ]);
    const views = await loadSlices(slices, context);
    expect(views.map((view) => (view.kind === 'productCards' ? view.state : view.kind))).toEqual([
      'ok',
      'failed',
      'failed',
    ]);
  });

  it('drops products without a show page on a site whose design is not V3', async () => {
    const { context } = setup(
      { 'collection/167': { items: [product(1, 30), product(2, 45)] } },
      { site: { ...site, designV3: false } },
    );
    const views = await loadSlices(
      parseSlices([{ slice_type: 'product_cards', primary: { collection: 167 } }]),
      context,
    );
    expect(views[0]?.kind === 'productCards' && views[0].cards.map((view) => view.card.tgid)).toEqual([2]);
  });

  it('lists without show pages when the show-page lookup fails', async () => {
    const { context } = setup({ 'collection/167': { items: [product(2, 45)] } });
    (context.content as unknown as { get: () => Promise<never> }).get = () =>
      Promise.reject(new Error('down'));
    const views = await loadSlices(
      parseSlices([{ slice_type: 'product_cards', primary: { collection: 167 } }]),
      context,
    );
    expect(views[0]?.kind === 'productCards' && views[0].cards[0]?.card.link.kind).toBe('booking');
  });
});
