import type { Client } from '@prismicio/client';
import { describe, expect, it, vi } from 'vitest';
import { createCatalogueClient } from '../../../lib/catalogue/client';
import { createTranslator } from '../../../lib/i18n/translator';
import type { Site } from '../../../lib/sites/site';
import type { PageContext } from '../../../lib/request/pageContext';
import { loadReviewsPage } from './reviewsPage';
import { captureLogs } from '../../../lib/log/captureLogs';

function setup() {
  const transport = vi.fn(
    async (_path: string) =>
      new Response(JSON.stringify({ averageRating: 4.6, ratingsCount: 186, total: 0, items: [] })),
  );
  const context: PageContext = {
    site: { domain: 'colosseum-rome-tickets.com', cityCode: 'ROME' } as Site,
    language: 'en',
    locale: 'en-us',
    currency: 'EUR',
    host: 'colosseum.localhost:4321',
    origin: 'http://colosseum.localhost:4321',
    content: {} as Client,
    catalogue: createCatalogueClient({ transport, timeoutMs: 1000, log: vi.fn() }),
    request: {},
    isBot: false,
    lazyOff: false,
    t: createTranslator('en'),
  };
  return { context, transport };
}

const title = [{ type: 'heading1', text: 'Colosseum ticket reviews', spans: [] }];
const url = new URL('http://colosseum.localhost:4321/reviews/');

describe('loadReviewsPage', () => {
  it('shows the page base and the reviews of the product the document names', async () => {
    const { context, transport } = setup();
    const view = await loadReviewsPage(
      { uid: 'colosseum-rome-tickets.com.reviews', data: { title, tgid: 10201 }, segments: ['reviews'] },
      url,
      context,
    );
    expect(view.kind).toBe('reviews');
    expect(view.base.title).toBe('Colosseum ticket reviews');
    expect(view.base.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Colosseum ticket reviews']);
    expect(view.source).toEqual({ kind: 'product', tgid: 10201 });
    expect(view.reviews?.state).toBe('none');
    expect(transport.mock.calls[0]?.[0]).toContain('/api/v6/tour-groups/10201/reviews/');
  });

  it('shows the content only, and logs, when the document names nothing to review', async () => {
    const { context, transport } = setup();
    const logs = captureLogs();
    const view = await loadReviewsPage(
      { uid: 'colosseum-rome-tickets.com.reviews', data: { title }, segments: ['reviews'] },
      url,
      context,
    );
    expect([view.source, view.reviews, transport.mock.calls.length]).toEqual([undefined, undefined, 0]);
    expect(logs.at('error').map((line) => line.msg)).toContain(
      'reviews_page colosseum-rome-tickets.com.reviews names no tgid, collection or category',
    );
    logs.restore();
  });
});
