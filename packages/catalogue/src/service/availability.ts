import { NotFoundError, type CatalogueContext } from './context.ts';
import { convert } from './money.ts';
import { addDays } from '../seed/build/inventoryRows.ts';
import { inventoryShiftDays, todayIn } from './inventoryWindow.ts';
import { slotIsOpen, wallClock, SLOT_CUTOFF_MINUTES } from './slotCutoff.ts';

export interface RangeOptions {
  tgids: readonly number[];
  /** Explicit dates; missing ones default to today in the city of the first tour group … + `days` − 1. */
  fromDate: string | undefined;
  toDate: string | undefined;
  days: number;
  variantId: number | undefined;
  currency: string;
  minPax: number;
}

async function assertTourGroups(ctx: CatalogueContext, tgids: readonly number[]) {
  const found = await ctx.db
    .selectFrom('tour_group as tg')
    .innerJoin('city', 'city.code', 'tg.city_code')
    .select(['tg.id', 'tg.currency_code', 'city.time_zone'])
    .where('tg.id', 'in', tgids)
    .execute();
  const missing = tgids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length) throw new NotFoundError(`tour group ${missing.join(', ')}`);
  return {
    currencyOf: new Map(found.map((row) => [row.id, row.currency_code])),
    timeZone: found.find((row) => row.id === tgids[0])?.time_zone ?? 'UTC',
  };
}

/** The dates asked for, defaulting to today in `timeZone` (the first tour group's city). */
export function resolveRange(ctx: CatalogueContext, o: RangeOptions, timeZone: string) {
  const fromDate = o.fromDate ?? todayIn(timeZone, ctx.now());
  const toDate = o.toDate ?? addDays(fromDate, o.days - 1);
  return { fromDate, toDate };
}

/** Inventory rows of the range, read from the stored window shifted by whole weeks to today. */
async function rows(ctx: CatalogueContext, o: RangeOptions, range: { fromDate: string; toDate: string }) {
  const shift = inventoryShiftDays(ctx.seedDay, ctx.now());
  const found = await ctx.db
    .selectFrom('inventory as i')
    .select([
      'i.tgid',
      'i.variant_id',
      'i.date',
      'i.slot_remaining',
      'i.min_price',
      'i.original_price',
      'i.remaining',
    ])
    .where('i.tgid', 'in', o.tgids)
    .where('i.date', '>=', addDays(range.fromDate, -shift))
    .where('i.date', '<=', addDays(range.toDate, -shift))
    .$if(o.variantId !== undefined, (q) => q.where('i.variant_id', '=', o.variantId ?? 0))
    .orderBy('i.tgid')
    .orderBy('i.date')
    .orderBy('i.variant_id')
    .execute();
  return shift === 0 ? found : found.map((row) => ({ ...row, date: addDays(row.date, shift) }));
}

/** The weekly slot schedules of the tour groups, keyed `tgid:weekday` (0 = Sunday). */
async function schedules(ctx: CatalogueContext, tgids: readonly number[]) {
  const found = await ctx.db.selectFrom('slot_schedule').selectAll().where('tgid', 'in', tgids).execute();
  return new Map(found.map((row) => [`${row.tgid}:${row.weekday}`, row]));
}

/** Places left in the slots of a stored day that can still be booked at `now`. */
function openRemaining(
  row: { tgid: number; date: string; slot_remaining: number[] },
  weekly: Awaited<ReturnType<typeof schedules>>,
  now: Date,
  timeZone: string,
): number {
  const schedule = weekly.get(`${row.tgid}:${new Date(`${row.date}T00:00:00Z`).getUTCDay()}`);
  if (!schedule) return 0;
  return schedule.start_times.reduce(
    (sum, startTime, slot) =>
      slotIsOpen(row.date, startTime, now, timeZone) ? sum + (row.slot_remaining[slot] ?? 0) : sum,
    0,
  );
}

/**
 * Inventories (`/api/v7/tour-groups/{id}/inventories/`, `…/inventories?tour-group-ids=`): the
 * slots of each date with remaining capacity and price, per tour group, keeping only slots with
 * at least `min-pax` places.
 */
export async function inventories(ctx: CatalogueContext, o: RangeOptions) {
  const { currencyOf, timeZone } = await assertTourGroups(ctx, o.tgids);
  const range = resolveRange(ctx, o, timeZone);
  const availabilities: Record<string, { tourGroupId: number; inventories: unknown[] }> = {};
  for (const id of o.tgids) availabilities[id] = { tourGroupId: id, inventories: [] };
  const weekly = await schedules(ctx, o.tgids);
  const now = ctx.now();
  for (const row of await rows(ctx, o, range)) {
    const from = currencyOf.get(row.tgid) ?? o.currency;
    const finalPrice = convert(ctx, Number(row.min_price), from, o.currency);
    const originalPrice = convert(ctx, Number(row.original_price), from, o.currency);
    // Dates move by whole weeks, so the stored weekday's schedule is the answered day's.
    const schedule = weekly.get(`${row.tgid}:${new Date(`${row.date}T00:00:00Z`).getUTCDay()}`);
    if (!schedule) continue;
    schedule.start_times.forEach((startTime, slot) => {
      const remaining = row.slot_remaining[slot] ?? 0;
      const capacity = schedule.capacities[slot] ?? 0;
      if (remaining < o.minPax) return;
      // Past the cut-off (the product's time zone): no longer offered.
      if (!slotIsOpen(row.date, startTime, now, timeZone)) return;
      availabilities[row.tgid]?.inventories.push({
        id: `${row.variant_id}-${row.date}-${startTime}`,
        variantId: row.variant_id,
        startDate: row.date,
        startTime,
        endTime: schedule.end_times[slot] ?? startTime,
        remaining,
        availability: remaining <= Math.max(2, capacity * 0.1) ? 'LIMITED' : 'AVAILABLE',
        listingPrice: { finalPrice, originalPrice, currencyCode: o.currency },
      });
    });
  }
  return { currencyCode: o.currency, ...range, availabilities };
}

/**
 * Calendar (`/api/v7/tour-groups/{id}/calendar/`): per date the lowest price, remaining places
 * and availability (SOLD_OUT when nothing remains), plus metaData and sortedInventoryDates.
 */
export async function calendars(ctx: CatalogueContext, o: RangeOptions) {
  const { currencyOf, timeZone } = await assertTourGroups(ctx, o.tgids);
  const range = resolveRange(ctx, o, timeZone);
  const result: Record<
    string,
    { dates: Record<string, unknown>; metaData: unknown; sortedInventoryDates: string[] }
  > = {};
  const prices = new Map<number, number[]>();
  for (const id of o.tgids) {
    result[id] = { dates: {}, metaData: null, sortedInventoryDates: [] };
    prices.set(id, []);
  }
  const now = ctx.now();
  // Days up to the cut-off's date may have slots that can no longer be booked: counted slot by slot.
  const lastClosingDay = wallClock(new Date(now.getTime() + SLOT_CUTOFF_MINUTES * 60_000), timeZone).slice(
    0,
    10,
  );
  const weekly = await schedules(ctx, o.tgids);
  /** The lowest price per `tgid:date` among the variants that can still be booked. */
  const bookablePrice = new Map<string, number>();
  for (const row of await rows(ctx, o, range)) {
    const entry = result[row.tgid];
    if (!entry) continue;
    const from = currencyOf.get(row.tgid) ?? o.currency;
    const price = convert(ctx, Number(row.min_price), from, o.currency);
    const open = row.date > lastClosingDay ? row.remaining : openRemaining(row, weekly, now, timeZone);
    const closed = open === 0 && row.remaining > 0;
    const available = open >= o.minPax;
    const existing = entry.dates[row.date] as
      { price: number; remaining: number; bookingClosed?: boolean } | undefined;
    // The day's price is the lowest that can still be booked (the slots and the venue's "What's on"
    // say the same); a day with nothing left shows its lowest price.
    const key = `${row.tgid}:${row.date}`;
    if (available) bookablePrice.set(key, Math.min(bookablePrice.get(key) ?? price, price));
    if (existing && existing.price <= price && !available) continue;
    const remaining = (existing?.remaining ?? 0) + open;
    const bookingClosed = remaining === 0 && (closed || existing?.bookingClosed === true);
    entry.dates[row.date] = {
      availability: remaining >= o.minPax ? (remaining <= 10 ? 'LIMITED' : 'AVAILABLE') : 'SOLD_OUT',
      price: bookablePrice.get(key) ?? (existing ? Math.min(existing.price, price) : price),
      remaining,
      // Every slot of the day has passed the cut-off (not sold out): the day is no longer offered.
      ...(bookingClosed ? { bookingClosed: true } : {}),
    };
    if (!existing) entry.sortedInventoryDates.push(row.date);
    if (available) prices.get(row.tgid)?.push(price);
  }
  for (const id of o.tgids) {
    const entry = result[id];
    const list = prices.get(id) ?? [];
    if (!entry) continue;
    entry.metaData = {
      currencyCode: o.currency,
      startDate: range.fromDate,
      endDate: range.toDate,
      minPrice: list.length ? Math.min(...list) : null,
      maxPrice: list.length ? Math.max(...list) : null,
      availableDates: Object.values(entry.dates).filter(
        (d) => (d as { availability: string }).availability !== 'SOLD_OUT',
      ).length,
    };
  }
  return result;
}
