import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TARGETS } from '../../testing/testCatalogue.ts';
import { openTestRouter } from '../../testing/testRouter.ts';

type Router = Awaited<ReturnType<typeof openTestRouter>>;

describe.each(TEST_TARGETS)('experience routes on %s', (target) => {
  let router: Router;
  beforeAll(async () => {
    router = await openTestRouter(target);
  }, 120_000);
  afterAll(() => router.close());

  it('answers the itineraries of a guided tour, by tour group and by ids', async () => {
    const byTourGroup = await router.get('/api/v6/tour-groups/10202/experience-itineraries/');
    expect(byTourGroup.status).toBe(200);
    const itineraries = byTourGroup.body['experienceItineraries'] as {
      id: number;
      sections: { type: string; poiId: number | null }[];
    }[];
    expect(itineraries.map((i) => i.id)).toEqual([10202]);
    const types = itineraries[0]?.sections.map((s) => s.type) ?? [];
    expect(types[0]).toBe('START_LOCATION');
    expect(types.at(-1)).toBe('END_LOCATION');
    expect(types.filter((t) => t === 'STOP').length).toBeGreaterThanOrEqual(2);
    const byIds = await router.get('/api/tours/v1/experience-itineraries/?ids=10202,999999&sections=false');
    expect(byIds.body['experienceItineraries']).toEqual([
      // A curated itinerary (seed/curated/itineraries.ts).
      { id: 10202, tourGroupId: 10202, name: 'Colosseum, arena floor and Roman Forum' },
    ]);
    expect((await router.get('/api/v6/tour-groups/424242/experience-itineraries/')).status).toBe(404);
    expect((await router.get('/api/tours/v1/experience-itineraries/?ids=a')).body['error']).toMatchObject({
      parameter: 'ids',
    });
  });

  it('answers the medias of experiences in the order asked', async () => {
    const { body, status } = await router.get(
      '/api/v1/media/?resource-type=MB_EXPERIENCE&resource-entity-ids=10002,10001,424242&language=en',
    );
    expect(status).toBe(200);
    const entries = body['resourceEntityMedias'] as {
      resourceEntityId: number;
      medias: { type: string; url: string; metadata: { altText: string } }[];
    }[];
    expect(entries.map((e) => e.resourceEntityId)).toEqual([10002, 10001]);
    expect(entries[1]?.medias[0]).toMatchObject({
      type: 'IMAGE',
      url: '/media/tour-groups/10001/0.webp',
      metadata: { altText: 'The Lion King – 1' },
    });
    expect(
      (await router.get('/api/v1/media/?resource-type=HOTEL&resource-entity-ids=1')).body['error'],
    ).toMatchObject({ parameter: 'resource-type' });
    expect((await router.get('/api/v1/media/?resource-type=MB_EXPERIENCE')).body['error']).toMatchObject({
      parameter: 'resource-entity-ids',
    });
  });

  it('answers the variants of several tour groups priced in the currency asked', async () => {
    const { body } = await router.get('/api/v7/tour-groups/variants?tour-group-ids=10001,10201&currency=EUR');
    const groups = body['tourGroups'] as {
      tourGroupId: number;
      variants: { id: number; listingPrice: { currencyCode: string } }[];
    }[];
    expect(groups.map((g) => g.tourGroupId)).toEqual([10001, 10201]);
    expect(groups[0]?.variants[0]).toMatchObject({ id: 100010, listingPrice: { currencyCode: 'EUR' } });
    expect((await router.get('/api/v7/tour-groups/variants?tour-group-ids=10001,424242')).status).toBe(404);
    expect((await router.get('/api/v7/tour-groups/variants')).body['error']).toMatchObject({
      parameter: 'tour-group-ids',
    });
  });

  it('answers the Q&A sections and product cards of a collection', async () => {
    const qna = await router.get('/api/v2/collections/176/qna/sections/');
    const sections = qna.body['sections'] as { qnas: { question: string; answer: string }[] }[];
    expect(sections[0]?.qnas[0]?.question).toBe('How do I get tickets for Colosseum?');
    expect((await router.get('/api/v2/collections/999999/qna/sections/')).status).toBe(404);
    const cards = await router.get('/api/v2/collections/167/product-cards/?currency=GBP&limit=3');
    expect(cards.body['total']).toBe(15);
    const items = cards.body['productCards'] as {
      tgid: number;
      title: string;
      available: boolean;
      price: number;
      currencySymbol: string;
    }[];
    expect(items.map((c) => c.tgid)).toEqual([10001, 10002, 10003]);
    expect(items[0]).toMatchObject({
      title: 'The Lion King',
      available: true,
      price: 45,
      currencySymbol: '£',
    });
    expect(
      (await router.get('/api/v2/collections/167/product-cards/?limit=501')).body['error'],
    ).toMatchObject({
      parameter: 'limit',
    });
  });
});
