import { sql } from 'kysely';
import { addDays } from '../seed/build/inventoryRows.ts';
import { NotFoundError, type CatalogueContext } from './context.ts';
import { inventoryShiftDays, todayIn } from './inventoryWindow.ts';

export interface PoiDemandOptions {
  /** First day of the inventory window; default today in the point of interest's city. */
  fromDate: string | undefined;
  /** Days of the inventory window. */
  days: number;
}

/** Reviews are counted over the two years (730 days) up to the latest review of the products. */
export const REVIEW_WINDOW_DAYS = 730;

/**
 * The tour groups sold for a point of interest: a theatre's shows, else the products of the
 * collections the point belongs to (a theatre's collection is its whole theatre district).
 */
async function tourGroupsOf(ctx: CatalogueContext, poiId: number): Promise<number[]> {
  const shows = await ctx.db
    .selectFrom('venue_tour_group as vt')
    .innerJoin('tour_group as tg', 'tg.id', 'vt.tgid')
    .select('tg.id')
    .where('vt.poi_id', '=', poiId)
    .where('tg.hidden', '=', false)
    .execute();
  const venue = await ctx.db
    .selectFrom('venue')
    .select('poi_id')
    .where('poi_id', '=', poiId)
    .executeTakeFirst();
  const rows = venue
    ? shows
    : await ctx.db
        .selectFrom('collection_poi as cp')
        .innerJoin('collection_tour_group as ctg', 'ctg.collection_id', 'cp.collection_id')
        .innerJoin('tour_group as tg', 'tg.id', 'ctg.tgid')
        .select('tg.id')
        .distinct()
        .where('cp.poi_id', '=', poiId)
        .where('tg.hidden', '=', false)
        .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Per date of the window: places on sale (capacity) and places sold, over every variant and slot. */
async function occupancy(ctx: CatalogueContext, tgids: readonly number[], fromDate: string, toDate: string) {
  if (tgids.length === 0) return [];
  const shift = inventoryShiftDays(ctx.seedDay, ctx.now());
  const [rows, schedules] = await Promise.all([
    ctx.db
      .selectFrom('inventory')
      .select(['tgid', 'date'])
      .select((eb) => [
        eb.fn.countAll<number>().as('variants'),
        eb.fn.sum<number>('remaining').as('remaining'),
      ])
      .where('tgid', 'in', tgids)
      .where('date', '>=', addDays(fromDate, -shift))
      .where('date', '<=', addDays(toDate, -shift))
      .groupBy(['tgid', 'date'])
      .execute(),
    ctx.db
      .selectFrom('slot_schedule')
      .select(['tgid', 'weekday', 'capacities'])
      .where('tgid', 'in', tgids)
      .execute(),
  ]);
  const capacityOf = new Map(
    schedules.map((s) => [`${s.tgid}:${s.weekday}`, s.capacities.reduce((sum, c) => sum + c, 0)]),
  );
  const byDate = new Map<string, { capacity: number; sold: number }>();
  for (const row of rows) {
    // Stored dates move by whole weeks, so the stored weekday's schedule is the answered day's.
    const weekday = new Date(`${row.date}T00:00:00Z`).getUTCDay();
    const capacity = (capacityOf.get(`${row.tgid}:${weekday}`) ?? 0) * Number(row.variants);
    const sold = Math.min(capacity, Math.max(0, capacity - Number(row.remaining)));
    const date = addDays(row.date, shift);
    const day = byDate.get(date) ?? { capacity: 0, sold: 0 };
    byDate.set(date, { capacity: day.capacity + capacity, sold: day.sold + sold });
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => ({ date, ...day }));
}

/** Reviews per calendar month (1–12) over the two years up to the products' latest review. */
async function reviewsByMonth(ctx: CatalogueContext, tgids: readonly number[]) {
  const latest =
    tgids.length === 0
      ? undefined
      : await ctx.db
          .selectFrom('review')
          .select((eb) => eb.fn.max('created_on').as('last'))
          .where('tgid', 'in', tgids)
          .executeTakeFirst();
  const toDate = latest?.last ? String(latest.last).slice(0, 10) : undefined;
  if (!toDate) return { fromDate: null, toDate: null, months: [] };
  const fromDate = addDays(toDate, -(REVIEW_WINDOW_DAYS - 1));
  const rows = await ctx.db
    .selectFrom('review')
    .select([
      sql<number>`extract(month from created_on)::int`.as('month'),
      (eb) => eb.fn.countAll<number>().as('reviews'),
    ])
    .where('tgid', 'in', tgids)
    .where('created_on', '>=', fromDate)
    .where('created_on', '<=', toDate)
    .groupBy(sql`1`)
    .execute();
  const counts = new Map(rows.map((row) => [Number(row.month), Number(row.reviews)]));
  return {
    fromDate,
    toDate,
    months: Array.from({ length: 12 }, (_, index) => ({
      month: index + 1,
      reviews: counts.get(index + 1) ?? 0,
    })),
  };
}

/**
 * `/api/v1/pois/{id}/visitor-demand`: what the catalogue knows of how busy a point of interest is,
 * over the products sold for it (a theatre's shows, else its collections' tour groups):
 * - `inventory.days`: per date of the coming inventory window, the places on sale over every slot
 *   and ticket type (`capacity`) and how many are sold (`sold`), dates without inventory left out;
 * - `reviews.months`: reviews written per calendar month over two years (visits are reviewed within
 *   days, so this is demand over the year).
 * The storefront's crowd and season rules read it with the point's opening schedules. 404 for an
 * unknown point of interest.
 */
export async function poiDemand(ctx: CatalogueContext, poiId: number, o: PoiDemandOptions) {
  const poi = await ctx.db
    .selectFrom('poi')
    .innerJoin('city', 'city.code', 'poi.city_code')
    .select(['poi.id', 'city.time_zone'])
    .where('poi.id', '=', poiId)
    .executeTakeFirst();
  if (!poi) throw new NotFoundError(`point of interest ${poiId}`);
  const fromDate = o.fromDate ?? todayIn(poi.time_zone, ctx.now());
  const toDate = addDays(fromDate, o.days - 1);
  const tourGroupIds = await tourGroupsOf(ctx, poiId);
  const [days, reviews] = await Promise.all([
    occupancy(ctx, tourGroupIds, fromDate, toDate),
    reviewsByMonth(ctx, tourGroupIds),
  ]);
  return {
    poiId,
    timeZone: poi.time_zone,
    tourGroupIds,
    inventory: { fromDate, toDate, days },
    reviews,
  };
}
