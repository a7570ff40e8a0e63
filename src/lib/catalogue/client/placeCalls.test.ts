import { describe, expect, it, vi } from 'vitest';
import { createCatalogueClient } from './catalogueClient.ts';
import type { Transport } from './transport.ts';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('place calls', () => {
  it('asks the spec’s paths with upper-cased city codes', async () => {
    const transport = vi.fn<Transport>(async () => ok({}));
    const client = createCatalogueClient({ transport, timeoutMs: 1000, log: vi.fn() });
    await client.getCity('rome', 'fr');
    await client.getNearbyCities('rome', 'fr');
    await client.getTopCollections({ city: 'ROME', limit: 6 });
    await client.getCollectionReviews(167, { offset: 10 });
    await client.getCityCategoryReviews('rome', 'subcategories', 1015);
    expect(transport.mock.calls.map((args) => args[0])).toEqual([
      '/api/tours/v3/cities/ROME/?language=fr',
      '/api/v2/city/ROME/nearby-cities?language=fr',
      '/api/v1/collection/top/list/?city=ROME&limit=6',
      '/api/v2/collections/167/reviews?limit=10&offset=10',
      '/api/v3/cities/ROME/subcategories/1015/reviews?limit=10',
    ]);
  });

  it('answers null for a missing or malformed city code or id without calling', async () => {
    const transport = vi.fn<Transport>();
    const log = vi.fn();
    const client = createCatalogueClient({ transport, timeoutMs: 1000, log });
    expect(await client.getCity(undefined)).toBeNull();
    expect(await client.getNearbyCities('../etc')).toBeNull();
    expect(await client.getCollectionReviews(undefined)).toBeNull();
    expect(await client.getCityCategoryReviews('ROME', 'categories', undefined)).toBeNull();
    expect(transport).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(4);
  });
});
