import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueHandler } from '../api/router.ts';
import { openTestCatalogue, TEST_TARGETS } from '../testing/testCatalogue.ts';
import type { CatalogueContext } from './context.ts';
import { likeLiteral, searchTourGroups, type SearchOptions } from './search.ts';

const options: SearchOptions = {
  language: 'en',
  currency: 'EUR',
  fallback: true,
  useSeatmapPrices: false,
  query: '',
  city: undefined,
  limit: 20,
};

describe('likeLiteral', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(likeLiteral('50%_off')).toBe('50\\%\\_off');
    expect(likeLiteral('a\\b')).toBe('a\\\\b');
    expect(likeLiteral('wicked')).toBe('wicked');
  });
});

describe.each(TEST_TARGETS)('searchTourGroups on %s', (target) => {
  let ctx: CatalogueContext;
  let handle: (request: Request) => Promise<Response>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ ctx, close } = await openTestCatalogue(target));
    handle = createCatalogueHandler(async () => ctx);
  }, 120_000);
  afterAll(() => close());

  const ids = async (overrides: Partial<SearchOptions>) =>
    (await searchTourGroups(ctx, { ...options, ...overrides })).items.map((item) => item.id);

  it('finds products whose name has every word, case-insensitively, narrowed by city', async () => {
    expect(await ids({ query: 'wicked', city: 'LONDON' })).toEqual([10002]);
    expect(await ids({ query: 'WICKED', city: 'NEW_YORK' })).toEqual([10102]);
    expect((await ids({ query: 'wicked' })).sort()).toEqual([10002, 10102]);
    expect(await ids({ query: 'colosseum night', city: 'ROME' })).toEqual([10204]);
    expect(await ids({ query: 'night colosseum underground', city: 'ROME' })).toEqual([10204]);
  });

  it('matches the name in the answer language and in English, and answers in the language', async () => {
    const french = await searchTourGroups(ctx, {
      ...options,
      language: 'fr',
      query: 'nocturne',
      city: 'ROME',
    });
    // The Colosseum's night tour first; the Vatican's Friday nights ("nocturnes") may follow.
    expect(french.items.map((item) => [item.id, item.name])[0]).toEqual([
      10204,
      'Visite nocturne du Colisée avec souterrains',
    ]);
    expect(french.items.every((item) => /nocturne/i.test(item.name ?? ''))).toBe(true);
    expect(await ids({ language: 'fr', query: 'night tour underground', city: 'ROME' })).toEqual([10204]);
  });

  it('ranks names starting with the first word first', async () => {
    const found = await searchTourGroups(ctx, { ...options, query: 'colosseum', city: 'ROME', limit: 50 });
    const names = found.items.map((item) => item.name ?? '');
    const firstOther = names.findIndex((name) => !name.toLowerCase().startsWith('colosseum'));
    expect(firstOther).toBeGreaterThan(0);
    expect(names.slice(firstOther).some((name) => name.toLowerCase().startsWith('colosseum'))).toBe(false);
    expect(names.every((name) => name.toLowerCase().includes('colosseum'))).toBe(true);
  });

  it('treats wildcards and markup as text, and finds nothing for them', async () => {
    expect(await ids({ query: '%' })).toEqual([]);
    expect(await ids({ query: '_' })).toEqual([]);
    expect(await ids({ query: '<script>alert(1)</script>' })).toEqual([]);
    expect(await ids({ query: 'zzzzqqq' })).toEqual([]);
  });

  it('answers the most popular products without a query, at most the limit', async () => {
    const popular = await searchTourGroups(ctx, { ...options, city: 'LONDON', limit: 4 });
    expect(popular.items).toHaveLength(4);
    expect(popular.items.every((item) => item.city.code === 'LONDON')).toBe(true);
    expect(popular.currencyCode).toBe('EUR');
    expect(popular.items[0]?.listingPrice?.currencyCode).toBe('EUR');
  });

  it('is served at /api/v1/tour-groups/search with bounded parameters', async () => {
    const get = async (query: string) => {
      const response = await handle(new Request(`http://localhost/api/v1/tour-groups/search?${query}`));
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const found = await get('q=hamilton&city=LONDON&currency=GBP');
    expect(found.status).toBe(200);
    expect((found.body['items'] as { id: number }[]).map((item) => item.id)).toEqual([10005]);
    expect(found.body['query']).toBe('hamilton');
    expect((await get(`q=${'a'.repeat(101)}`)).body['error']).toMatchObject({ parameter: 'q' });
    expect((await get(`q=${'a'.repeat(100)}`)).status).toBe(200);
    expect((await get('limit=51')).body['error']).toMatchObject({ parameter: 'limit' });
    expect((await get('q=%25%00')).status).toBe(200);
  });
});
