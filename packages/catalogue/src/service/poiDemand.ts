import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { CatalogueDatabase } from '../db/schema.ts';
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

type Eb = ExpressionBuilder<CatalogueDatabase, 'poi'>;

/**
 * The tour groups sold for the point of interest `poi` of the outer query, as columns: whether it is a
 * theatre, its shows, and the products of the collections it belongs to (a theatre's collection is its
 * whole theatre district); `tourGroupsOf` picks. Visible products only, in id order.
 */
const tourGroupColumns = (eb: Eb) => [
  eb
    .exists(eb.selectFrom('venue').select('venue.poi_id').whereRef('venue.poi_id', '=', 'poi.id'))
    .as('is_venue'),
  eb
    .selectFrom('venue_tour_group as vt')
    .innerJoin('tour_group as tg', 'tg.id', 'vt.tgid')
    .select(sql<number[] | null>`array_agg(tg.id order by tg.id)`.as('ids'))
    .whereRef('vt.poi_id', '=', 'poi.id')
    .where('tg.hidden', '=', false)
    .as('shows'),
  eb
    .selectFrom('collection_poi as cp')
    .innerJoin('collection_tour_group as ctg', 'ctg.collection_id', 'cp.collection_id')
    .innerJoin('tour_group as tg', 'tg.id', 'ctg.tgid')
    .select(sql<number[] | null>`array_agg(distinct tg.id order by tg.id)`.as('ids'))
    .whereRef('cp.poi_id', '=', 'poi.id')
    .where('tg.hidden', '=', false)
    .as('collection_products'),
];

/** A theatre's shows, else the products of the point's collections. */
const tourGroupsOf = (row: {
  is_venue: SqlBool;
  shows: number[] | null;
  collection_products: number[] | null;
}) => (row.is_venue ? row.shows : row.collection_products) ?? [];

/** The latest review of the products (a date), as a scalar subquery: one index probe per product. */
const latestReview = (eb: ExpressionBuilder<CatalogueDatabase, never>, tgids: readonly number[]) =>
  eb
    .selectFrom('tour_group as tg')
    .select((inner) =>
      inner.fn
        .max(
          inner
            .selectFrom('review')
            .select((r) => r.fn.max('review.created_on').as('last'))
            .whereRef('review.tgid', '=', 'tg.id'),
        )
        .as('last'),
    )
    .where('tg.id', 'in', tgids);

/**
 * What the demand of the products needs, in one statement (on PGlite each costs about 0.3 ms, and a
 * result row about 10 µs to decode: the rows come as JSON arrays): per product and stored date of
 * the window the number of variants and the places left, the weekly capacities, the latest review and
 * the reviews per calendar month over the two years (730 days) up to it.
 */
async function demandRows(
  ctx: CatalogueContext,
  tgids: readonly number[],
  stored: { from: string; to: string },
) {
  return ctx.db
    .selectNoFrom((eb) => [
      eb
        .selectFrom((inner) =>
          inner
            .selectFrom('inventory')
            .select(['inventory.tgid', 'inventory.date'])
            .select((i) => [
              i.fn.countAll<number>().as('variants'),
              i.fn.sum<number>('remaining').as('remaining'),
            ])
            .where('inventory.tgid', 'in', tgids)
            .where('inventory.date', '>=', stored.from)
            .where('inventory.date', '<=', stored.to)
            .groupBy(['inventory.tgid', 'inventory.date'])
            .as('day'),
        )
        .select(
          sql<
            [number, string, number, number][] | null
          >`json_agg(json_build_array(day.tgid, day.date, day.variants, day.remaining))`.as('days'),
        )
        .as('days'),
      jsonArrayFrom(
        eb
          .selectFrom('slot_schedule as s')
          .select(['s.tgid', 's.weekday', 's.capacities'])
          .where('s.tgid', 'in', tgids),
      ).as('schedules'),
      latestReview(eb, tgids).as('last'),
      jsonArrayFrom(
        eb
          .selectFrom('review')
          .select([
            sql<number>`extract(month from created_on)::int`.as('month'),
            (r) => r.fn.countAll<number>().as('reviews'),
          ])
          .where('review.tgid', 'in', tgids)
          .where(
            'review.created_on',
            '>=',
            sql<string>`(${latestReview(eb, tgids)}) - ${sql.lit(REVIEW_WINDOW_DAYS - 1)}`,
          )
          .where('review.created_on', '<=', sql<string>`(${latestReview(eb, tgids)})`)
          .groupBy(sql`1`),
      ).as('months'),
    ])
    .executeTakeFirstOrThrow();
}

/** Per date of the window: places on sale (capacity) and places sold, over every variant and slot. */
function occupancy(
  shift: number,
  days: readonly [number, string, number, number][],
  schedules: readonly { tgid: number; weekday: number; capacities: number[] }[],
) {
  const capacityOf = new Map(
    schedules.map((s) => [`${s.tgid}:${s.weekday}`, s.capacities.reduce((sum, c) => sum + c, 0)]),
  );
  const byDate = new Map<string, { capacity: number; sold: number }>();
  for (const [tgid, storedDate, variants, remaining] of days) {
    // Stored dates move by whole weeks, so the stored weekday's schedule is the answered day's.
    const weekday = new Date(`${storedDate}T00:00:00Z`).getUTCDay();
    const capacity = (capacityOf.get(`${tgid}:${weekday}`) ?? 0) * Number(variants);
    const sold = Math.min(capacity, Math.max(0, capacity - Number(remaining)));
    const date = addDays(storedDate, shift);
    const day = byDate.get(date) ?? { capacity: 0, sold: 0 };
    byDate.set(date, { capacity: day.capacity + capacity, sold: day.sold + sold });
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => ({ date, ...day }));
}

/** Reviews per calendar month (1–12) over the two years up to the products' latest review. */
function reviewsByMonth(last: string | null, months: readonly { month: number; reviews: number }[]) {
  const toDate = last ? String(last).slice(0, 10) : undefined;
  if (!toDate) return { fromDate: null, toDate: null, months: [] };
  const counts = new Map(months.map((row) => [Number(row.month), Number(row.reviews)]));
  return {
    fromDate: addDays(toDate, -(REVIEW_WINDOW_DAYS - 1)),
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
    .select((eb) => ['poi.city_code', ...tourGroupColumns(eb)])
    .where('poi.id', '=', poiId)
    .executeTakeFirst();
  const timeZone = poi && ctx.taxonomy.cities.get(poi.city_code)?.timeZone;
  if (!poi || timeZone === undefined) throw new NotFoundError(`point of interest ${poiId}`);
  const fromDate = o.fromDate ?? todayIn(timeZone, ctx.now());
  const toDate = addDays(fromDate, o.days - 1);
  const tourGroupIds = tourGroupsOf(poi);
  const shift = inventoryShiftDays(ctx.seedDay, ctx.now());
  const found =
    tourGroupIds.length === 0
      ? undefined
      : await demandRows(ctx, tourGroupIds, { from: addDays(fromDate, -shift), to: addDays(toDate, -shift) });
  return {
    poiId,
    timeZone,
    tourGroupIds,
    inventory: { fromDate, toDate, days: occupancy(shift, found?.days ?? [], found?.schedules ?? []) },
    reviews: reviewsByMonth(found?.last ?? null, found?.months ?? []),
  };
}
