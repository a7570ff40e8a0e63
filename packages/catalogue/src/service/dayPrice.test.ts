import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestCatalogue } from '../testing/testCatalogue.ts';
import { calendars, inventories, type RangeOptions } from './availability.ts';

// Issue 22 "one number per fact": the Lyceum's "What's on" (the day's bookable slots) said The Lion King
// "from £60.75" while the calendar said £45 for the same day — the calendar counted the Stalls,
// sold out that day. A day's price is the lowest price that can still be booked that day.

let catalogue: Awaited<ReturnType<typeof openTestCatalogue>>;
beforeAll(async () => {
  catalogue = await openTestCatalogue('pglite');
}, 120_000);
afterAll(() => catalogue.close());

describe('the price of a day', () => {
  it('is the lowest among the day’s bookable slots, in the calendar and the slots alike', async () => {
    const products = await catalogue.db
      .selectFrom('tour_group')
      .select('id')
      .where('multi_variant', '=', true)
      .where('all_variant_open_dated', '=', false)
      .where('final_price', 'is not', null)
      .orderBy('id')
      .limit(15)
      .execute();
    expect(products.length).toBeGreaterThan(5);
    let compared = 0;
    let cheapestSoldOut = 0;
    for (const { id } of products) {
      const range: RangeOptions = {
        tgids: [id],
        fromDate: undefined,
        toDate: undefined,
        days: 30,
        variantId: undefined,
        currency: 'EUR',
        minPax: 1,
      };
      const [calendar, slots] = await Promise.all([
        calendars(catalogue.ctx, range),
        inventories(catalogue.ctx, range),
      ]);
      const lowest = new Map<string, number>();
      for (const slot of slots.availabilities[id]?.inventories as {
        startDate: string;
        listingPrice: { finalPrice: number };
      }[]) {
        const known = lowest.get(slot.startDate);
        lowest.set(slot.startDate, Math.min(known ?? Infinity, slot.listingPrice.finalPrice));
      }
      const days = calendar[id]?.dates as Record<string, { price: number; availability: string }>;
      const everyVariant = await catalogue.db
        .selectFrom('variant')
        .select(({ fn }) => fn.min('final_price').as('min'))
        .where('tgid', '=', id)
        .executeTakeFirstOrThrow();
      for (const [date, day] of Object.entries(days)) {
        const bookable = lowest.get(date);
        if (day.availability === 'SOLD_OUT' || bookable === undefined) continue;
        expect(day.price, `${id} on ${date}`).toBe(bookable);
        compared += 1;
        if (bookable > Number(everyVariant.min) * 1.15) cheapestSoldOut += 1;
      }
    }
    expect(compared).toBeGreaterThan(100);
    // Days whose cheapest ticket type is sold out exist in the test catalogue: the rule is exercised.
    expect(cheapestSoldOut).toBeGreaterThan(0);
  });
});
