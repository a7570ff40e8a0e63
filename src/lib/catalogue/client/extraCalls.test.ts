import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogueAnswerer } from '@storefront/catalogue';
import { openTestCatalogue } from '@storefront/catalogue/testing';
import { createCatalogueClient, type CatalogueClient } from './catalogueClient.ts';
import { inProcessTransport, type ClientTransport } from './transport.ts';

describe('client calls for places, itineraries, media, variants and collection extras', () => {
  let client: CatalogueClient;
  let close: () => Promise<void>;
  const log = vi.fn();
  let paths: string[] = [];
  beforeAll(async () => {
    const catalogue = await openTestCatalogue('pglite');
    close = catalogue.close;
    const inProcess = inProcessTransport(createCatalogueAnswerer(async () => catalogue.ctx));
    const transport: ClientTransport = (path, headers, signal) => (
      paths.push(path),
      inProcess(path, headers, signal)
    );
    client = createCatalogueClient({ transport, timeoutMs: 10_000, log });
  }, 120_000);
  afterAll(() => close());

  it('reaches each endpoint with its parameters and types the answers', async () => {
    paths = [];
    expect((await client.getPois([176], { content: false }))?.pois[0]?.name).toBe('Colosseum');
    expect((await client.getCollectionPois(176))?.pois.map((p) => p.id)).toEqual([176]);
    expect((await client.getItineraries([10202]))?.experienceItineraries[0]?.tourGroupId).toBe(10202);
    expect((await client.getTourGroupItineraries(10202))?.experienceItineraries).toHaveLength(1);
    expect((await client.getExperienceMedia([10001]))?.resourceEntityMedias[0]?.resourceEntityId).toBe(10001);
    expect((await client.getVariants([10001], { currency: 'EUR' }))?.currencyCode).toBe('EUR');
    expect((await client.getAirports({ city: 'PARIS' }))?.airports.map((a) => a.code)).toEqual([
      'CDG',
      'ORY',
    ]);
    expect((await client.getBanners({ city: 'ROME' }))?.banners).toHaveLength(3);
    expect((await client.getQnaSections(176))?.sections[0]?.qnas.length).toBe(2);
    expect((await client.getProductCards(24, { limit: 2 }))?.productCards.map((c) => c.tgid)).toEqual([
      10101, 10102,
    ]);
    expect((await client.getGuestCount({ 'tour-group-id': 10001 }))?.guestCount).toBeGreaterThan(0);
    expect((await client.geolocateCity({ country: 'FR' }))?.city?.code).toBe('PARIS');
    expect(paths).toEqual([
      '/api/v1/pois?content=false&ids%5B%5D=176',
      '/api/v1/collection/176/pois',
      '/api/tours/v1/experience-itineraries/?ids=10202',
      '/api/v6/tour-groups/10202/experience-itineraries/',
      '/api/v1/media/?resource-type=MB_EXPERIENCE&resource-entity-ids=10001&language=en',
      '/api/v7/tour-groups/variants?currency=EUR&tour-group-ids=10001',
      '/api/v1/airport-transfers/fetch-airports?city=PARIS',
      '/api/v2/banners/?city=ROME',
      '/api/v2/collections/176/qna/sections/',
      '/api/v2/collections/24/product-cards/?limit=2',
      '/api/v1/guest-count/?tour-group-id=10001',
      '/api/tours/v2/geolocate/city?country=FR',
    ]);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs missing ids and answers null without calling the catalogue', async () => {
    paths = [];
    expect(await client.getPois([])).toBeNull();
    expect(await client.getExperienceMedia([])).toBeNull();
    expect(await client.getProductCards(undefined)).toBeNull();
    expect(paths).toEqual([]);
    expect(log).toHaveBeenCalledWith('missing required entityIds', { value: [] });
  });
});
