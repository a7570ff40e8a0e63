import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TARGETS } from '../../testing/testCatalogue.ts';
import { openTestRouter } from '../../testing/testRouter.ts';

type Router = Awaited<ReturnType<typeof openTestRouter>>;

describe.each(TEST_TARGETS)('place routes on %s', (target) => {
  let router: Router;
  beforeAll(async () => {
    router = await openTestRouter(target);
  }, 120_000);
  afterAll(() => router.close());

  it('answers points of interest with opening schedules, content and location', async () => {
    const { status, body, cache } = await router.get('/api/v1/pois?ids[]=180&ids[]=176&language=it');
    expect(status).toBe(200);
    expect(cache).toContain('max-age=86400');
    const pois = body['pois'] as {
      id: number;
      name: string;
      operatingSchedules: { operatingDaySchedules: { dayOfWeek: string; closed: boolean }[] }[];
      location: { latitude: number };
    }[];
    expect(pois.map((p) => [p.id, p.name])).toEqual([
      [180, 'Musei Vaticani'],
      [176, 'Colosseo'],
    ]);
    const days = pois[0]?.operatingSchedules[0]?.operatingDaySchedules ?? [];
    expect(days.map((d) => d.dayOfWeek)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'SUNDAY',
    ]);
    expect(days.find((d) => d.dayOfWeek === 'SUNDAY')).toMatchObject({ closed: true, openingTime: null });
    expect(days[0]).toMatchObject({ closed: false, openingTime: '08:00', lastEntryTime: '18:00' });
    expect(pois[1]?.location.latitude).toBeCloseTo(41.8902, 3);
  });

  it('leaves out what the flags turn off, and unknown poi ids', async () => {
    const { body } = await router.get('/api/v1/pois?ids=176,999999&operatingSchedules=false&content=0');
    expect(body['pois']).toEqual([
      {
        id: 176,
        name: 'Colosseum',
        cityCode: 'ROME',
        location: expect.objectContaining({ longitude: 12.4922 }),
      },
    ]);
    expect((await router.get('/api/v1/pois')).body['error']).toMatchObject({ parameter: 'ids' });
    expect((await router.get('/api/v1/pois?ids=1&location=yes')).body['error']).toMatchObject({
      parameter: 'location',
    });
  });

  it('answers a theatre with its sections, price bands from the shows playing there, and 404 for a non-venue', async () => {
    const { status, body } = await router.get('/api/v1/venues/60001?language=en');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 60001,
      name: 'Lyceum Theatre',
      cityCode: 'LONDON',
      timeZone: 'Europe/London',
      opened: 1834,
      capacity: 2100,
      currencyCode: 'GBP',
      location: { address: '21 Wellington Street, London WC2E 7RQ, United Kingdom' },
      shows: [{ tgid: 10001, name: 'The Lion King' }],
    });
    const sections = body['sections'] as {
      key: string;
      seats: number;
      priceBand: { from: number; to: number };
    }[];
    expect(sections.map((s) => [s.key, s.seats])).toEqual([
      ['stalls', 1073],
      ['royal-circle', 630],
      ['grand-circle', 397],
    ]);
    // The Grand Circle is the cheapest ticket type: £45, £49.50 on weekend days.
    expect(sections[2]?.priceBand).toEqual({ from: 45, to: 49.5 });
    const [stalls, royalCircle] = sections;
    expect(stalls?.priceBand.from).toBeGreaterThan(royalCircle?.priceBand.from ?? Infinity);
    const euros = await router.get('/api/v1/venues/60001?currency=eur');
    expect(euros.body['currencyCode']).toBe('EUR');
    const vienna = await router.get('/api/v1/venues/60201?language=de');
    expect(vienna.body).toMatchObject({ name: 'Wiener Staatsoper', currencyCode: 'EUR' });
    expect((vienna.body['shows'] as unknown[]).length).toBe(3);
    expect((await router.get('/api/v1/venues/176')).status).toBe(404);
    expect((await router.get('/api/v1/venues/60001?currency=XYZ')).status).toBe(400);
  });

  it('answers the points of interest of a collection, 404 for an unknown one', async () => {
    const { body } = await router.get('/api/v1/collection/167/pois?content=false');
    const pois = body['pois'] as { id: number; cityCode: string }[];
    expect(pois.length).toBeGreaterThanOrEqual(10);
    expect(pois.every((p) => p.id >= 60_000 && p.cityCode === 'LONDON')).toBe(true);
    expect((await router.get('/api/v1/collection/999999/pois')).status).toBe(404);
  });

  it('answers airports of a city and banners of a city or the global ones', async () => {
    const airports = (await router.get('/api/v1/airport-transfers/fetch-airports?city=rome')).body[
      'airports'
    ] as { code: string }[];
    expect(airports.map((a) => a.code)).toEqual(['CIA', 'FCO']);
    expect((await router.get('/api/v1/airport-transfers/fetch-airports?city=ATLANTIS')).status).toBe(404);
    const rome = (await router.get('/api/v2/banners/?city=ROME')).body['banners'] as { title: string }[];
    expect(rome.map((b) => b.title)).toEqual([
      'Discover Rome',
      'Best deals in Rome',
      'Top experiences in Rome',
    ]);
    const global = (await router.get('/api/v2/banners/')).body['banners'] as { title: string }[];
    expect(global[0]?.title).toBe('Discover the world');
  });

  it('counts guests over a tour group, a collection, a city and the catalogue', async () => {
    const one = (await router.get('/api/v1/guest-count/?tour-group-id=10001')).body['guestCount'] as number;
    const west = (await router.get('/api/v1/guest-count/?collection-id=167')).body['guestCount'] as number;
    const all = (await router.get('/api/v1/guest-count/')).body['guestCount'] as number;
    expect(one).toBeGreaterThan(0);
    expect(west).toBeGreaterThan(one);
    expect(all).toBeGreaterThan(west);
    expect((await router.get('/api/v1/guest-count/?tour-group-id=424242')).status).toBe(404);
    expect((await router.get('/api/v1/guest-count/?collection-id=-1')).body['error']).toMatchObject({
      parameter: 'collection-id',
    });
  });

  it('geolocates the nearest city from coordinates, then from the country header', async () => {
    const near = await router.get('/api/tours/v2/geolocate/city?latitude=41.85&longitude=12.6');
    expect(near.body).toMatchObject({ city: { code: 'ROME' }, source: 'coordinates' });
    expect(near.cache).toBe('private, no-store');
    const header = await router.get('/api/tours/v2/geolocate/city', {
      'cf-iplatitude': '48.85',
      'cf-iplongitude': '2.35',
    });
    expect(header.body).toMatchObject({ city: { code: 'PARIS' } });
    const country = await router.get('/api/tours/v2/geolocate/city?language=fr', { 'cf-ipcountry': 'gb' });
    expect(country.body).toMatchObject({
      city: { code: 'LONDON', displayName: 'Londres' },
      source: 'country',
    });
    expect((await router.get('/api/tours/v2/geolocate/city')).body).toEqual({
      city: null,
      source: null,
      distanceKm: null,
    });
    expect(
      (await router.get('/api/tours/v2/geolocate/city?latitude=91&longitude=0')).body['error'],
    ).toMatchObject({
      parameter: 'latitude',
    });
    expect((await router.get('/api/tours/v2/geolocate/city?latitude=41')).body['error']).toMatchObject({
      parameter: 'longitude',
    });
  });
});
