import { describe, expect, it } from 'vitest';
import { get } from './http.ts';

type Items<T> = T[];

describe('points of interest, airports, banners, guest count and geolocation', () => {
  it('answers points of interest with uppercase weekday schedules, by ids and by collection', async () => {
    const { status, cache, body } = await get('/api/v1/pois?ids[]=191&language=fr');
    expect(status).toBe(200);
    expect(cache).toMatch(/max-age=86400/);
    const [louvre] = body['pois'] as Items<{
      name: string;
      content: string;
      location: { address: string };
      operatingSchedules: {
        startDate: string;
        endDate: string;
        operatingDaySchedules: { dayOfWeek: string; closed: boolean; closingTime: string | null }[];
      }[];
    }>;
    expect(louvre?.name).toBe('Musée du Louvre');
    expect(louvre?.location.address).toContain('Rue de Rivoli');
    const schedule = louvre?.operatingSchedules[0];
    expect(schedule?.startDate).toMatch(/^\d{4}-01-01$/);
    expect(schedule?.operatingDaySchedules.find((d) => d.dayOfWeek === 'TUESDAY')).toMatchObject({
      closed: true,
      closingTime: null,
    });
    expect(schedule?.operatingDaySchedules.find((d) => d.dayOfWeek === 'MONDAY')).toMatchObject({
      closed: false,
      closingTime: '18:00',
    });
    const collection = await get('/api/v1/collection/196/pois?operatingSchedules=false&location=false');
    expect(collection.body['pois']).toEqual([
      expect.objectContaining({ id: 196, name: 'Pompeii Archaeological Park', content: expect.any(String) }),
    ]);
    expect((collection.body['pois'] as object[])[0]).not.toHaveProperty('location');
  });

  it('answers airports, banners and the guest count', async () => {
    const airports = await get('/api/v1/airport-transfers/fetch-airports?city=LONDON');
    expect((airports.body['airports'] as Items<{ code: string }>).map((a) => a.code)).toEqual([
      'LGW',
      'LHR',
      'STN',
    ]);
    const all = await get('/api/v1/airport-transfers/fetch-airports');
    expect((all.body['airports'] as unknown[]).length).toBeGreaterThan(40);
    const banners = await get('/api/v2/banners/?city=PARIS');
    expect(banners.body['banners']).toEqual([
      expect.objectContaining({
        title: 'Discover Paris',
        imageUrl: '/media/banners/paris/0.webp',
        mobileImageUrl: '/media/banners/paris/0-mobile.webp',
      }),
      expect.objectContaining({ subtitle: 'Save up to 30% on selected tickets' }),
      expect.objectContaining({ ctaUrl: '/cities/paris/' }),
    ]);
    const guests = await get('/api/v1/guest-count/?city=ROME');
    expect(guests.body).toMatchObject({ city: 'ROME', guestCount: expect.any(Number) });
    expect(guests.body['guestCount']).toBeGreaterThan(0);
  });

  it('geolocates the visitor from coordinates, CDN headers or the country', async () => {
    const coordinates = await get('/api/tours/v2/geolocate/city?latitude=40.7&longitude=-74.0');
    expect(coordinates.body).toMatchObject({ city: { code: 'NEW_YORK' }, source: 'coordinates' });
    expect(coordinates.cache).toBe('private, no-store');
    const header = await get('/api/tours/v2/geolocate/city', { 'x-vercel-ip-country': 'ES' });
    expect(header.body).toMatchObject({ source: 'country', city: { country: { code: 'ES' } } });
  });
});

describe('itineraries, media, variants, Q&A and product cards', () => {
  it('answers itineraries by tour group and by ids', async () => {
    const byTourGroup = await get('/api/v6/tour-groups/10302/experience-itineraries/?language=en');
    const [itinerary] = byTourGroup.body['experienceItineraries'] as Items<{
      id: number;
      sections: { type: string; durationMinutes: number }[];
    }>;
    expect(itinerary?.id).toBe(10302);
    expect(itinerary?.sections.some((s) => s.type === 'STOP' && s.durationMinutes >= 10)).toBe(true);
    const byIds = await get('/api/tours/v1/experience-itineraries/?ids=10302&ids=10202&sections=false');
    expect((byIds.body['experienceItineraries'] as Items<{ id: number }>).map((i) => i.id)).toEqual([
      10302, 10202,
    ]);
  });

  it('answers media per experience, variants per tour group, Q&A and product cards', async () => {
    const media = await get('/api/v1/media/?resource-type=MB_EXPERIENCE&resource-entity-ids=10401,10403');
    const entries = media.body['resourceEntityMedias'] as Items<{
      resourceEntityId: number;
      medias: unknown[];
    }>;
    expect(entries.map((e) => e.resourceEntityId)).toEqual([10401, 10403]);
    expect(entries[0]?.medias.length).toBeGreaterThanOrEqual(4);
    const variants = await get('/api/v7/tour-groups/variants?tour-group-ids=10401&currency=JPY');
    const [group] = variants.body['tourGroups'] as Items<{
      variants: { listingPrice: { currencyCode: string; finalPrice: number } }[];
    }>;
    expect(group?.variants[0]?.listingPrice.currencyCode).toBe('JPY');
    expect(Number.isInteger(group?.variants[0]?.listingPrice.finalPrice)).toBe(true);
    const qna = await get('/api/v2/collections/190/qna/sections/');
    expect((qna.body['sections'] as Items<{ qnas: unknown[] }>)[0]?.qnas).toHaveLength(2);
    const cards = await get('/api/v2/collections/176/product-cards/?currency=EUR');
    const items = cards.body['productCards'] as Items<{
      tgid: number;
      currency: string;
      currencySymbol: string;
    }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    expect(items[0]).toMatchObject({ currency: 'EUR', currencySymbol: '€' });
    expect(cards.cache).toMatch(/max-age=3600/);
  });

  it('answers 404 for unknown ids on the new endpoints', async () => {
    for (const path of [
      '/api/v1/collection/9999999/pois',
      '/api/v6/tour-groups/9999999/experience-itineraries/',
      '/api/v7/tour-groups/variants?tour-group-ids=9999999',
      '/api/v2/collections/9999999/qna/sections/',
      '/api/v2/collections/9999999/product-cards/',
      '/api/v1/guest-count/?tour-group-id=9999999',
      '/api/v2/banners/?city=ATLANTIS',
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body['error'], path).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
