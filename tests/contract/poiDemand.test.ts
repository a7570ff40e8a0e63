import { describe, expect, it } from 'vitest';
import { get } from './http.ts';

interface Demand {
  poiId: number;
  timeZone: string;
  tourGroupIds: number[];
  inventory: { fromDate: string; toDate: string; days: { date: string; capacity: number; sold: number }[] };
  reviews: { fromDate: string; toDate: string; months: { month: number; reviews: number }[] };
}

describe('visitor demand of a point of interest', () => {
  it('answers the coming inventory occupancy and the reviews per month of the products sold for it', async () => {
    const { status, cache, body } = await get('/api/v1/pois/176/visitor-demand?for-days=14');
    expect(status).toBe(200);
    expect(cache).toMatch(/max-age=/);
    const demand = body as unknown as Demand;
    expect(demand).toMatchObject({ poiId: 176, timeZone: 'Europe/Rome' });
    expect(demand.tourGroupIds).toEqual(expect.arrayContaining([10201, 10202, 10203, 10204, 10205]));
    // Default window: today in Rome (the server's clock) for 14 days.
    const { fromDate, toDate } = demand.inventory;
    expect((Date.parse(toDate) - Date.parse(fromDate)) / 86_400_000).toBe(13);
    expect(demand.inventory.days.length).toBeGreaterThan(0);
    for (const day of demand.inventory.days) {
      expect(day.date >= fromDate && day.date <= toDate).toBe(true);
      expect(day.capacity).toBeGreaterThan(0);
      expect(day.sold).toBeGreaterThanOrEqual(0);
      expect(day.sold).toBeLessThanOrEqual(day.capacity);
    }
    expect(demand.reviews.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(demand.reviews.months.reduce((sum, m) => sum + m.reviews, 0)).toBeGreaterThan(0);
  });

  it('answers the theatre shows of a venue, 404 for an unknown point and 400 for a bad window', async () => {
    const venue = await get('/api/v1/pois/60001/visitor-demand?for-days=7');
    expect(venue.status).toBe(200);
    expect((venue.body as unknown as Demand).tourGroupIds.length).toBeGreaterThan(0);
    expect((await get('/api/v1/pois/999999/visitor-demand')).status).toBe(404);
    const bad = await get('/api/v1/pois/176/visitor-demand?for-days=365');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { parameter: 'for-days' } });
  });
});
