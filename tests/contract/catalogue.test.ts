import { describe, expect, it } from 'vitest';
import { get, type Json } from './http.ts';

describe('tour groups', () => {
  it('answers the spec fields of a tour group', async () => {
    const { status, body, cache } = await get('/api/tours/v6/tour-groups/10005/?language=en&currency=GBP');
    expect(status).toBe(200);
    for (const field of [
      'id',
      'name',
      'allTags',
      'descriptors',
      'averageRating',
      'reviewCount',
      'ratingCount',
      'listingPrice',
      'media',
      'imageUrl',
      'primaryCollection',
      'primaryCategory',
      'primarySubCategory',
      'flowType',
      'urlSlugs',
      'combo',
      'multiVariant',
      'variants',
      'city',
      'currency',
      'cancellationPolicy',
      'cancellationPolicyV2',
      'reschedulePolicy',
      'ticketValidity',
      'minDuration',
      'maxDuration',
      'inclusionsRichText',
      'exclusionsRichText',
      'reviewsDetails',
      'topReviews',
      'startLocation',
      'experienceItineraryIds',
      'allVariantOpenDated',
    ]) {
      expect(body, field).toHaveProperty(field);
    }
    expect(body['listingPrice']).toEqual({
      finalPrice: 42,
      originalPrice: 42,
      currencyCode: 'GBP',
      bestDiscount: 0,
      cashbackType: expect.toBeOneOf([null, 'PERCENTAGE', 'ABSOLUTE']),
      cashbackValue: expect.toBeOneOf([null, 5, 10, expect.any(Number)]),
    });
    expect(body['primaryCollection']).toMatchObject({ id: 167, displayName: 'West End Shows' });
    expect(cache).toMatch(/max-age=3600/);
  });

  it('converts prices into each of the 36 currencies', async () => {
    const { body } = await get('/api/v1/currency/list/');
    const codes = (body['currencies'] as { code: string }[]).map((c) => c.code);
    expect(codes).toHaveLength(36);
    for (const code of codes) {
      const answer = await get(`/api/tours/v6/tour-groups/10201/?currency=${code}`);
      expect(answer.body['listingPrice'], code).toMatchObject({ currencyCode: code });
    }
    const jpy = (await get('/api/tours/v6/tour-groups/10201/?currency=JPY')).body['listingPrice'] as {
      finalPrice: number;
    };
    expect(jpy.finalPrice).toBe(Math.round(24 * 163));
  });

  it('lists by collection, category and sub-category with limit, offset, city and sub-category filters', async () => {
    const collection = await get('/api/tours/v6/tour-groups/list-by/collection/24/?limit=3&offset=1');
    expect((collection.body['items'] as { id: number }[]).map((i) => i.id)).toEqual([10102, 10103, 10104]);
    const category = await get('/api/tours/v6/tour-groups/list-by/category/3/?city=ROME&limit=100');
    const items = category.body['items'] as { id: number; city: { code: string } }[];
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.every((i) => i.city.code === 'ROME')).toBe(true);
    const shared = await get(
      '/api/tours/v6/tour-groups/list-by/category/3/?city=ROME&filter-by-subcategory-id=1145',
    );
    expect(
      (shared.body['items'] as { primarySubCategory: { id: number } }[]).every(
        (i) => i.primarySubCategory.id === 1145,
      ),
    ).toBe(true);
    const hoho = await get('/api/tours/v6/tour-groups/list-by/sub-category/1011/?city=LONDON');
    expect((hoho.body['items'] as { id: number }[]).map((i) => i.id)).toEqual(
      expect.arrayContaining([10501, 10502, 10503]),
    );
  });

  it('answers 400 naming the parameter, and 404 for unknown ids', async () => {
    for (const [path, parameter] of [
      ['/api/tours/v6/tour-groups/10001/?language=xx', 'language'],
      ['/api/tours/v6/tour-groups/list-by/category/1/?limit=0', 'limit'],
      ['/api/tours/v6/tour-groups/list-by/category/1/?limit=abc', 'limit'],
      ['/api/v7/tour-groups/10001/calendar/?from-date=2025-02-30', 'from-date'],
      ['/api/v7/tour-groups/inventories/', 'tour-group-ids'],
      ['/api/v6/tour-groups/10001/reviews/?sort-type=SIDEWAYS', 'sort-type'],
      ['/api/v2/category/?include-hidden=maybe', 'include-hidden'],
    ] as const) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body['error'], path).toMatchObject({ code: 'BAD_PARAMETER', parameter });
    }
    for (const path of [
      '/api/tours/v6/tour-groups/424242/',
      '/api/tours/v1/collection/9999999/sections/',
      '/api/v7/tour-groups/424242/calendar/',
      '/api/tours/v3/cities/ATLANTIS/',
      '/api/ratings?uid=nope',
      '/api/v9/nothing/',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('availability', () => {
  it('answers a calendar with dates, metaData and minute-scale caching', async () => {
    const { body, cache } = await get('/api/v7/tour-groups/10301/calendar/?currency=USD');
    expect(Object.keys(body['dates'] as Json).length).toBeGreaterThan(15);
    expect(body['metaData']).toMatchObject({ currencyCode: 'USD' });
    expect(cache).toMatch(/max-age=600/);
    const many = await get('/api/v7/tour-groups/calendar/?tour-group-ids=10301,10401&min-pax=2');
    expect(Object.keys(many.body)).toEqual(['10301', '10401']);
  });

  it('answers inventories v6 and v7 and slots with start and end times', async () => {
    const v7 = await get('/api/v7/tour-groups/inventories?tour-group-ids=10001,10002&currency=EUR');
    expect(Object.keys(v7.body['availabilities'] as Json)).toEqual(['10001', '10002']);
    expect(v7.cache).toMatch(/max-age=120/);
    const v6 = await get('/api/tours/v6/tour-groups/10401/inventories/?for-days=3&min-pax=1');
    expect((v6.body['inventories'] as { startTime: string; endTime: string }[])[0]).toMatchObject({
      startTime: expect.stringMatching(/^\d\d:\d\d$/),
      endTime: expect.stringMatching(/^\d\d:\d\d$/),
    });
    const slots = await get('/api/tours/v6/tour-groups/slots/get/10405?for-days=2');
    expect((slots.body['slots'] as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('collections, categories, reviews and reference calls', () => {
  it('answers collections, sections and top collections', async () => {
    const list = await get('/api/tours/v1/collection/?ids[]=167&ids[]=24&currency=EUR');
    const collections = list.body['collections'] as {
      id: number;
      ratingsInfo: { ratingsCount: number };
      startingPrice: { listingPrice: { currencyCode: string } };
    }[];
    expect(collections.map((c) => c.id).sort((a, b) => a - b)).toEqual([24, 167]);
    expect(collections[0]?.startingPrice.listingPrice.currencyCode).toBe('EUR');
    const sections = await get('/api/tours/v1/collection/192/sections/');
    expect((sections.body['sections'] as { type: string }[]).map((s) => s.type)).toContain('GENERIC');
    const top = await get('/api/v1/collection/top/list/?city=PARIS&limit=3');
    expect((top.body['collections'] as unknown[]).length).toBeGreaterThan(0);
    const tourGroups = await get('/api/tours/v1/collection/193/tour-groups/');
    expect((tourGroups.body['tourGroups'] as { total: number }).total).toBe(4);
  });

  it('answers categories with sub-categories, hiding hidden ones unless asked', async () => {
    const plain = (await get('/api/v2/category/?filter-category-active-product-count=0')).body[
      'categories'
    ] as { id: number }[];
    expect(plain.map((c) => c.id)).not.toContain(15);
    const hidden = (await get('/api/v2/category/?filter-category-active-product-count=0&include-hidden=true'))
      .body['categories'] as { id: number }[];
    expect(hidden.map((c) => c.id)).toContain(15);
  });

  it('answers reviews of a tour group, collection and city category', async () => {
    const v2 = await get('/api/tours/v2/review/tour-group/id/10001/?limit=5&sort-type=RATING&sort-order=ASC');
    const ratings = (v2.body['items'] as { rating: number }[]).map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    expect(v2.cache).toMatch(/max-age=10800/);
    expect((await get('/api/v2/collections/167/reviews?limit=3')).body['items']).toHaveLength(3);
    expect((await get('/api/v3/cities/ROME/categories/1/reviews?limit=2')).status).toBe(200);
    expect((await get('/api/v3/cities/ROME/subcategories/1019/reviews?limit=2')).status).toBe(200);
    expect((await get('/api/v6/tour-groups/10001/review-medias')).status).toBe(200);
  });

  it('answers cities, ratings, banner descriptors, the country and the domain', async () => {
    expect(((await get('/api/tours/v2/city/list')).body['cities'] as unknown[]).length).toBe(42);
    expect((await get('/api/tours/v3/cities/ROME/?language=it')).body).toMatchObject({
      code: 'ROME',
      displayName: 'Roma',
    });
    expect(((await get('/api/v2/city/ROME/nearby-cities')).body['nearbyCities'] as unknown[]).length).toBe(4);
    expect((await get('/api/ratings?uid=colosseum-rome-tickets.com')).body).toMatchObject({
      collectionId: 176,
      ratingsCount: expect.any(Number),
    });
    expect((await get('/api/prismic/get-banner-descriptors/nothing/en/')).body).toEqual({});
    expect((await get('/api/geolocation/country/', { 'cf-ipcountry': 'it' })).body).toEqual({
      currentCountry: { code: 'IT' },
    });
    expect((await get('/api/domain/', { origin: 'https://book.paris-city-tickets.com' })).body).toMatchObject(
      { domain: 'paris-city-tickets.com' },
    );
  });
});
