import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestCatalogue, TEST_TARGETS } from '../testing/testCatalogue.ts';
import { calendars, inventories, type RangeOptions } from './availability.ts';
import type { CatalogueContext } from './context.ts';
import { inventoryShiftDays, todayIn } from './inventoryWindow.ts';

describe('inventory window rules', () => {
  it('shifts by whole weeks since the seed day, never backwards', () => {
    expect(inventoryShiftDays('2026-01-05', new Date('2026-01-11T23:00:00Z'))).toBe(0);
    expect(inventoryShiftDays('2026-01-05', new Date('2026-01-12T00:00:00Z'))).toBe(7);
    expect(inventoryShiftDays('2026-01-05', new Date('2026-03-20T12:00:00Z'))).toBe(70);
    expect(inventoryShiftDays('2026-01-05', new Date('2025-12-01T12:00:00Z'))).toBe(0);
  });

  it("answers today's date in the city's time zone", () => {
    const late = new Date('2026-03-20T23:30:00Z');
    expect(todayIn('Asia/Tokyo', late)).toBe('2026-03-21');
    expect(todayIn('America/New_York', late)).toBe('2026-03-20');
    expect(todayIn('Europe/Rome', late)).toBe('2026-03-21');
  });
});

/** A catalogue seeded on Monday 5 January 2026, read on 20 March at 23:30 UTC (74 days later). */
describe.each(TEST_TARGETS)('a catalogue seeded weeks ago on %s', (target) => {
  let clock = new Date('2026-03-20T23:30:00Z');
  let ctx: CatalogueContext;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ ctx, close } = await openTestCatalogue(target, { today: '2026-01-05', now: () => clock }));
  }, 120_000);
  afterAll(() => close());

  const range = (tgid: number, days: number, from?: string): RangeOptions => ({
    tgids: [tgid],
    fromDate: from,
    toDate: undefined,
    days,
    variantId: undefined,
    currency: 'EUR',
    minPax: 1,
  });

  it('still covers today … today + 29 in the city of the product', async () => {
    clock = new Date('2026-03-20T23:30:00Z');
    const rome = (await calendars(ctx, range(10201, 30)))[10201];
    expect(rome?.metaData).toMatchObject({ startDate: '2026-03-21', endDate: '2026-04-19' });
    expect(rome?.sortedInventoryDates[0]).toBe('2026-03-21');
    expect(rome?.sortedInventoryDates.at(-1)).toBe('2026-04-19');
    const broadway = await inventories(ctx, range(10101, 30));
    expect(broadway.fromDate).toBe('2026-03-20');
    const dates = (broadway.availabilities[10101]?.inventories ?? []) as { startDate: string }[];
    // 19:30 in New York: that Friday's 20:00 show is within the booking cut-off, so it is not offered;
    // the next is the Saturday's, or the Sunday's when the seed sold Saturday out.
    expect(['2026-03-21', '2026-03-22']).toContain(dates[0]?.startDate);
    // The last is that of 2026-04-18 (today + 29), or the day before when the seed sold it out.
    expect(['2026-04-17', '2026-04-18']).toContain(dates.at(-1)?.startDate);
  });

  it('answers on a date the stock stored ten weeks earlier, same weekday', async () => {
    clock = new Date('2026-03-20T12:00:00Z');
    const shifted = (await calendars(ctx, range(10201, 7, '2026-03-23')))[10201];
    clock = new Date('2026-01-05T12:00:00Z');
    const stored = (await calendars(ctx, range(10201, 7, '2026-01-12')))[10201];
    expect(Object.values(shifted?.dates ?? {})).toEqual(Object.values(stored?.dates ?? {}));
    expect(shifted?.sortedInventoryDates[0]).toBe('2026-03-23');
    expect(new Date('2026-03-23').getUTCDay()).toBe(new Date('2026-01-12').getUTCDay());
  });
});

/** The Colosseum (10201, slots 9:00 10:30 12:00 13:30 15:00 every day) asked at given hours in Rome. */
describe.each(TEST_TARGETS)('time slots after now on %s (issue 21 §2)', (target) => {
  let clock = new Date('2026-03-20T17:00:00Z');
  let ctx: CatalogueContext;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ ctx, close } = await openTestCatalogue(target, { today: '2026-03-16', now: () => clock }));
  }, 120_000);
  afterAll(() => close());
  const range = (tgid: number, from: string, to: string): RangeOptions => ({
    tgids: [tgid],
    fromDate: from,
    toDate: to,
    days: 1,
    variantId: undefined,
    currency: 'EUR',
    minPax: 1,
  });
  const times = async (date: string) =>
    (
      ((await inventories(ctx, range(10201, date, date))).availabilities[10201]?.inventories ?? []) as {
        startTime: string;
      }[]
    ).map((slot) => slot.startTime);

  it('at 18:00 in Rome offers no slot today and closes the day; tomorrow is whole', async () => {
    clock = new Date('2026-03-20T05:00:00Z'); // 06:00 in Rome: every slot of both days with places
    const before = { today: await times('2026-03-20'), tomorrow: await times('2026-03-21') };
    expect(before.today.length).toBeGreaterThan(0);
    clock = new Date('2026-03-20T17:00:00Z');
    expect(await times('2026-03-20')).toEqual([]);
    expect(await times('2026-03-21')).toEqual(before.tomorrow);
    const days = (await calendars(ctx, range(10201, '2026-03-20', '2026-03-21')))[10201]?.dates;
    expect(days?.['2026-03-20']).toMatchObject({
      availability: 'SOLD_OUT',
      remaining: 0,
      bookingClosed: true,
    });
    expect(days?.['2026-03-21']).not.toHaveProperty('bookingClosed');
    expect((days?.['2026-03-21'] as { availability: string }).availability).not.toBe('SOLD_OUT');
  });

  it('at 12:45 in Rome offers only the 13:30 and 15:00 slots; at 13:05 the cut-off closes 13:30', async () => {
    // A day whose 13:30 and 15:00 slots both have places at 12:45 (the seed sells some slots out).
    let date = '';
    let all: string[] = [];
    // Ten days before the clocks change (29 March), so that 11:45 UTC stays 12:45 in Rome.
    for (let n = 19; n <= 28; n += 1) {
      const day = `2026-03-${n}`;
      clock = new Date(`${day}T11:45:00Z`); // 12:45 in Rome (CET until 29 March)
      all = await times(day);
      date = day;
      if (all.includes('13:30') && all.includes('15:00')) break;
    }
    expect(all).toEqual(expect.arrayContaining(['13:30', '15:00']));
    // The 09:00, 10:30 and 12:00 slots have started.
    expect(all.filter((time) => time < '13:30')).toEqual([]);
    clock = new Date(`${date}T12:05:00Z`); // 13:05: 13:30 starts within the 30-minute cut-off
    expect(await times(date)).toEqual(all.filter((time) => time >= '15:00'));
    const day = (await calendars(ctx, range(10201, date, date)))[10201]?.dates[date];
    expect(day).not.toHaveProperty('bookingClosed');
  });
});
