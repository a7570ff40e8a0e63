import { describe, expect, inject, it } from 'vitest';
import { get } from './http.ts';

/** Malformed input of every kind answers 400 naming the parameter, with `no-store`; never 500. */
const CASES: readonly (readonly [path: string, parameter: string])[] = [
  // non-numeric and out-of-range ids, in paths and queries
  ['/api/tours/v6/tour-groups/12ab/', 'id'],
  ['/api/tours/v6/tour-groups/-5/', 'id'],
  ['/api/tours/v6/tour-groups/99999999999/', 'id'],
  ['/api/v7/tour-groups/x/calendar/', 'id'],
  ['/api/v1/collection/1.5/pois', 'id'],
  ['/api/v2/collections/abc/product-cards/', 'id'],
  ['/api/v2/collections/0/qna/sections/', 'id'],
  ['/api/v6/tour-groups/ten/experience-itineraries/', 'id'],
  ['/api/v1/pois?ids=1,two', 'ids'],
  ['/api/v7/tour-groups/variants?tour-group-ids=1;2', 'tour-group-ids'],
  ['/api/v1/media/?resource-type=MB_EXPERIENCE&resource-entity-ids=1e3', 'resource-entity-ids'],
  ['/api/v1/guest-count/?tour-group-id=abc', 'tour-group-id'],
  ['/api/tours/v1/collection/?ids[]=x', 'ids'],
  // impossible dates
  ['/api/v7/tour-groups/10201/calendar/?from-date=2026-02-30', 'from-date'],
  ['/api/v7/tour-groups/10201/calendar/?to-date=2026-13-01', 'to-date'],
  ['/api/v7/tour-groups/inventories?tour-group-ids=10201&from-date=26-01-01', 'from-date'],
  ['/api/v7/tour-groups/10201/calendar/?from-date=2026-03-10&to-date=2026-03-01', 'to-date'],
  ['/api/v7/tour-groups/10201/calendar/?from-date=0001-01-01', 'from-date'],
  ['/api/tours/v6/tour-groups/10201/inventories/?to-date=9999-12-31', 'to-date'],
  // negative and huge limits, offsets and counts
  ['/api/tours/v6/tour-groups/list-by/category/1/?limit=-1', 'limit'],
  ['/api/tours/v6/tour-groups/list-by/category/1/?limit=100000000000000000000', 'limit'],
  ['/api/tours/v6/tour-groups/list-by/collection/167/?offset=-10', 'offset'],
  ['/api/v6/tour-groups/10001/reviews/?limit=1000000', 'limit'],
  ['/api/v2/collections/167/product-cards/?limit=0', 'limit'],
  ['/api/v1/collection/top/list/?limit=-3', 'limit'],
  ['/api/tours/v6/tour-groups/10001/inventories/?for-days=1000', 'for-days'],
  ['/api/v7/tour-groups/10001/calendar/?min-pax=-2', 'min-pax'],
  // unknown currency and language codes
  ['/api/tours/v6/tour-groups/10001/?currency=EURO', 'currency'],
  ['/api/v7/tour-groups/variants?tour-group-ids=10001&currency=XXX', 'currency'],
  ['/api/v2/collections/167/product-cards/?currency=bitcoin', 'currency'],
  ['/api/tours/v6/tour-groups/list-by/collection/167/?language=klingon', 'language'],
  ['/api/v1/pois?ids=176&language=xx', 'language'],
  ['/api/v2/banners/?language=en-GB', 'language'],
  ['/api/tours/v2/city/list?language=zz', 'language'],
  // repeated parameters that take one value
  ['/api/tours/v6/tour-groups/10001/?currency=EUR&currency=USD', 'currency'],
  ['/api/tours/v6/tour-groups/list-by/category/1/?limit=5&limit=6', 'limit'],
  ['/api/v1/pois?ids=176&language=en&language=fr', 'language'],
  ['/api/v7/tour-groups/10201/calendar/?from-date=2026-01-01&from-date=2026-01-02', 'from-date'],
  // malformed enums, booleans, codes and coordinates
  ['/api/v1/media/?resource-type=mb_experience&resource-entity-ids=1', 'resource-type'],
  ['/api/v1/pois?ids=176&content=yes', 'content'],
  ['/api/tours/v1/experience-itineraries/?ids=1&sections=2', 'sections'],
  ['/api/v1/airport-transfers/fetch-airports?city=R0ME', 'city'],
  ['/api/tours/v3/cities/rome-1/', 'code'],
  ['/api/tours/v2/geolocate/city?latitude=abc&longitude=1', 'latitude'],
  ['/api/tours/v2/geolocate/city?country=FRA', 'country'],
  ['/api/tours/v2/review/tour-group/id/10001/?sort-order=UP', 'sort-order'],
];

describe('malformed input', () => {
  it.each(CASES)('%s answers 400 naming %s', async (path, parameter) => {
    const { status, body, cache } = await get(path);
    expect(status).toBe(400);
    expect(body['error']).toMatchObject({ code: 'BAD_PARAMETER', parameter });
    expect(cache).toBe('no-store');
  });

  it('answers 400 for malformed percent-encoding before reaching the catalogue', async () => {
    const response = await fetch(`${inject('catalogueBase')}/api/v1/pois%E0%A4%A?ids=1`);
    expect(response.status).toBe(400);
  });
});
