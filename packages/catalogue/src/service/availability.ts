import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
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

/** The dates asked for, defaulting to today in `timeZone` (the first tour group's city). */
export function resolveRange(ctx: CatalogueContext, o: RangeOptions, timeZone: string) {
  const fromDate = o.fromDate ?? todayIn(timeZone, ctx.now());
  const toDate = o.toDate ?? addDays(fromDate, o.days - 1);
  return { fromDate, toDate };
}

/**
 * The dates to read before the product (and its city's time zone) is known: the range asked for, or,
 * when it starts today in the product's city, from the day before UTC's today (today somewhere) to the
 * range's end the day after (today elsewhere). `availability` keeps the rows of the exact range.
 */
function readWindow(o: RangeOptions, now: Date) {
  const utcToday = now.toISOString().slice(0, 10);
  return {
    fromDate: o.fromDate ?? addDays(utcToday, -1),
    toDate: o.toDate ?? addDays(o.fromDate ?? addDays(utcToday, 1), o.days - 1),
  };
}

/** A stored inventory row as JSON: variant id, date, places left per slot, prices, places left. */
type InventoryTuple = [number, string, number[], number, number, number];

/**
 * What the availability of the products asked for needs, read in one statement: their currencies,
 * weekly slot schedules (keyed `tgid:weekday`, 0 = Sunday) and the inventory rows of the range in
 * tgid, date and variant order, read from the stored window shifted by whole weeks to today; the time
 * zone is the first product's city's (reference data, in the context). 404 names the unknown ids.
 * On PGlite each statement costs about 0.3 ms and decoding a result row about 10 µs, so each
 * product's rows (hundreds for a 90-day calendar) come as one JSON array of arrays.
 */
async function availability(ctx: CatalogueContext, o: RangeOptions) {
  const shift = inventoryShiftDays(ctx.seedDay, ctx.now());
  const read = readWindow(o, ctx.now());
  const found = await ctx.db
    .selectFrom('tour_group as tg')
    .select((eb) => [
      'tg.id',
      'tg.currency_code',
      'tg.city_code',
      jsonArrayFrom(
        eb
          .selectFrom('slot_schedule as s')
          .select(['s.weekday', 's.start_times', 's.end_times', 's.capacities'])
          .whereRef('s.tgid', '=', 'tg.id'),
      ).as('schedules'),
      eb
        .selectFrom('inventory as i')
        .select(
          sql<InventoryTuple[] | null>`json_agg(json_build_array(i.variant_id, i.date, i.slot_remaining,
            i.min_price, i.original_price, i.remaining) order by i.date, i.variant_id)`.as('rows'),
        )
        .whereRef('i.tgid', '=', 'tg.id')
        .where('i.date', '>=', addDays(read.fromDate, -shift))
        .where('i.date', '<=', addDays(read.toDate, -shift))
        .$if(o.variantId !== undefined, (q) => q.where('i.variant_id', '=', o.variantId ?? 0))
        .as('inventory'),
    ])
    .where('tg.id', 'in', o.tgids)
    .orderBy('tg.id')
    .execute();
  const known = found.filter((row) => ctx.taxonomy.cities.has(row.city_code));
  const missing = o.tgids.filter((id) => !known.some((row) => row.id === id));
  if (missing.length) throw new NotFoundError(`tour group ${missing.join(', ')}`);
  const first = known.find((row) => row.id === o.tgids[0]);
  const timeZone = (first && ctx.taxonomy.cities.get(first.city_code)?.timeZone) ?? 'UTC';
  const range = resolveRange(ctx, o, timeZone);
  const rows = known.flatMap((product) =>
    (product.inventory ?? [])
      .map(([variantId, date, slotRemaining, minPrice, originalPrice, remaining]) => ({
        tgid: product.id,
        variant_id: variantId,
        date: shift === 0 ? date : addDays(date, shift),
        slot_remaining: slotRemaining,
        min_price: minPrice,
        original_price: originalPrice,
        remaining,
      }))
      .filter((row) => row.date >= range.fromDate && row.date <= range.toDate),
  );
  return {
    currencyOf: new Map(known.map((row) => [row.id, row.currency_code])),
    timeZone,
    range,
    rows,
    weekly: new Map(known.flatMap((row) => row.schedules.map((s) => [`${row.id}:${s.weekday}`, s] as const))),
  };
}

type Schedules = Awaited<ReturnType<typeof availability>>['weekly'];

/** Places left in the slots of a stored day that can still be booked at `now`. */
function openRemaining(
  row: { tgid: number; date: string; slot_remaining: number[] },
  weekly: Schedules,
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
  const { currencyOf, timeZone, weekly, range, rows } = await availability(ctx, o);
  const availabilities: Record<string, { tourGroupId: number; inventories: unknown[] }> = {};
  for (const id of o.tgids) availabilities[id] = { tourGroupId: id, inventories: [] };
  const now = ctx.now();
  for (const row of rows) {
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
  const { currencyOf, timeZone, weekly, range, rows } = await availability(ctx, o);
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
  /** The lowest price per `tgid:date` among the variants that can still be booked. */
  const bookablePrice = new Map<string, number>();
  for (const row of rows) {
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
