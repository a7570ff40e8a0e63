import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueHandler } from './router.ts';
import { openTestCatalogue, TEST_TARGETS } from '../testing/testCatalogue.ts';

describe.each(TEST_TARGETS)('catalogue router on %s', (target) => {
  let handle: (request: Request) => Promise<Response>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const catalogue = await openTestCatalogue(target);
    close = catalogue.close;
    handle = createCatalogueHandler(async () => catalogue.ctx);
  }, 120_000);
  afterAll(() => close());

  const get = async (path: string) => {
    const response = await handle(new Request(`http://localhost${path}`));
    return {
      status: response.status,
      cache: response.headers.get('cache-control'),
      body: (await response.json()) as Record<string, unknown>,
    };
  };

  it('answers a curated tour group with spec field names and converts its price', async () => {
    const gbp = await get('/api/tours/v6/tour-groups/10001/?currency=GBP');
    expect(gbp.status).toBe(200);
    expect(gbp.body['name']).toBe('The Lion King');
    expect(gbp.body['listingPrice']).toMatchObject({ finalPrice: 45, currencyCode: 'GBP' });
    expect(gbp.body['allTags']).toContain('DEFAULT_VARIANT:100010');
    expect(gbp.body['minDuration']).toBe(150 * 60_000);
    expect(gbp.body['maxDuration']).toBe(150 * 60_000);
    expect(gbp.cache).toContain('max-age=3600');
    const eur = await get('/api/tours/v6/tour-groups/10001/?currency=EUR');
    expect(eur.body['listingPrice']).toMatchObject({
      finalPrice: Math.round((45 / 0.85) * 100) / 100,
      currencyCode: 'EUR',
    });
  });

  it('names the bad parameter in a 400 and answers 404 for unknown ids', async () => {
    const bad = await get('/api/tours/v6/tour-groups/10001/?currency=XXX');
    expect(bad.status).toBe(400);
    expect(bad.body['error']).toMatchObject({ parameter: 'currency' });
    expect((await get('/api/tours/v6/tour-groups/abc/')).body['error']).toMatchObject({ parameter: 'id' });
    expect((await get('/api/tours/v6/tour-groups/99999999/')).status).toBe(404);
  });

  it('lists West End shows by collection 167, most popular first', async () => {
    const list = await get('/api/tours/v6/tour-groups/list-by/collection/167/?limit=5&currency=USD');
    expect(list.status).toBe(200);
    const items = list.body['items'] as { id: number; listingPrice: { currencyCode: string } }[];
    expect(items.map((i) => i.id)).toEqual([10001, 10002, 10003, 10004, 10005]);
    expect(items[0]?.listingPrice.currencyCode).toBe('USD');
    expect(list.body['total']).toBe(15);
  });

  it('answers a 30-day calendar and inventories of a Colosseum ticket', async () => {
    const calendar = await get('/api/v7/tour-groups/10201/calendar/?currency=EUR&for-days=30');
    expect(calendar.status).toBe(200);
    expect((calendar.body['sortedInventoryDates'] as string[]).length).toBe(30);
    expect(calendar.cache).toContain('max-age=600');
    const inventory = await get('/api/v7/tour-groups/10201/inventories/');
    const slots =
      (inventory.body['availabilities'] as Record<string, { inventories: unknown[] }>)['10201']
        ?.inventories ?? [];
    expect(slots.length).toBeGreaterThan(0);
  });

  it('pages reviews with filters', async () => {
    const reviews = await get('/api/v6/tour-groups/10001/reviews/?limit=10&rating-filter=GE_4');
    expect(reviews.status).toBe(200);
    const items = reviews.body['items'] as { rating: number }[];
    expect(items.length).toBe(10);
    expect(items.every((r) => r.rating >= 4)).toBe(true);
    expect((await get('/api/v6/tour-groups/10001/reviews/?rating-filter=BAD')).body['error']).toMatchObject({
      parameter: 'rating-filter',
    });
  });

  it('lists currencies in preferred order and the categories of Rome', async () => {
    const currencies = (await get('/api/v1/currency/list/')).body['currencies'] as { code: string }[];
    expect(currencies).toHaveLength(36);
    expect(currencies.slice(0, 6).map((c) => c.code)).toEqual(['EUR', 'USD', 'AED', 'SGD', 'INR', 'MYR']);
    const categories = (await get('/api/v2/category/?city=ROME')).body['categories'] as { id: number }[];
    expect(categories.map((c) => c.id)).toContain(3);
  });

  it('answers an empty object for banner descriptors of an unknown page', async () => {
    const unknown = await get('/api/prismic/get-banner-descriptors/no-such-page/en/');
    expect(unknown).toMatchObject({ status: 200, body: {} });
    const known = await get('/api/prismic/get-banner-descriptors/colosseum-rome-tickets.com/it/');
    expect((known.body['descriptors'] as unknown[]).length).toBe(3);
  });
});
