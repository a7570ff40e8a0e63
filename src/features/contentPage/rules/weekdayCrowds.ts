import { addDays } from '../../../lib/rules/dates/isoDate';
import { DAYS_OF_WEEK, dayOfWeekOf, hoursOn, type DayOfWeek, type OpeningPeriod } from './openingSchedule';
import type { WeekdayCrowdLevel } from '../../../lib/rules/dates/crowdLevels';

/**
 * Sold share of the places on sale from which a day counts as crowded, and very crowded. Timed
 * tickets sell out slot by slot: once more than half the day's places are gone the popular slots
 * are full and queues form; beyond two-thirds the whole day is busy.
 */
export const CROWD_THRESHOLDS = { crowded: 0.55, veryCrowded: 0.65 } as const;

/** One day's places on sale and sold (the catalogue's visitor-demand call). */
export interface DayOccupancy {
  date: string;
  capacity: number;
  sold: number;
}

export interface WeekdayCrowd {
  dayOfWeek: DayOfWeek;
  /** Undefined when the day is open (or its hours unknown) but nothing is on sale. */
  level: WeekdayCrowdLevel | undefined;
  /** Sold share 0…1 over the window's open dates of this weekday; undefined without inventory or closed. */
  share: number | undefined;
  sold: number;
  capacity: number;
}

/**
 * The crowd level of a sold share.
 * @example crowdLevelOf(0.549) === 'PLEASANT'; crowdLevelOf(0.55) === 'CROWDED'; crowdLevelOf(0.65) === 'VERY_CROWDED'
 */
export function crowdLevelOf(share: number): Exclude<WeekdayCrowdLevel, 'CLOSED'> {
  if (share >= CROWD_THRESHOLDS.veryCrowded) return 'VERY_CROWDED';
  if (share >= CROWD_THRESHOLDS.crowded) return 'CROWDED';
  return 'PLEASANT';
}

/**
 * Crowd levels per weekday, Monday first (spec 001 §3): CLOSED when the opening schedule closes every
 * date of that weekday in the window; otherwise the level of the sold share of places over the
 * weekday's open dates (inventory on closed dates is ignored); no level without inventory.
 * @example weekdayCrowds([], [{ date: '2026-11-30', capacity: 100, sold: 70 }], { fromDate: '2026-11-30', toDate: '2026-12-06' })[0].level === 'VERY_CROWDED'
 */
export function weekdayCrowds(
  periods: readonly OpeningPeriod[],
  days: readonly DayOccupancy[],
  window: { fromDate: string; toDate: string },
): WeekdayCrowd[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const totals = new Map(DAYS_OF_WEEK.map((d) => [d, { open: 0, closed: 0, sold: 0, capacity: 0 }]));
  for (let date = window.fromDate; date <= window.toDate; date = addDays(date, 1)) {
    const total = totals.get(dayOfWeekOf(date));
    if (!total) continue;
    if (hoursOn(periods, date)?.closed) {
      total.closed += 1;
      continue;
    }
    total.open += 1;
    const day = byDate.get(date);
    if (day && day.capacity > 0) {
      total.capacity += day.capacity;
      total.sold += Math.min(day.sold, day.capacity);
    }
  }
  return DAYS_OF_WEEK.map((dayOfWeek) => {
    const total = totals.get(dayOfWeek) ?? { open: 0, closed: 0, sold: 0, capacity: 0 };
    if (total.closed > 0 && total.open === 0)
      return { dayOfWeek, level: 'CLOSED', share: undefined, sold: 0, capacity: 0 };
    const share = total.capacity > 0 ? total.sold / total.capacity : undefined;
    return {
      dayOfWeek,
      level: share === undefined ? undefined : crowdLevelOf(share),
      share,
      sold: total.sold,
      capacity: total.capacity,
    };
  });
}

/**
 * Weekdays (Monday–Friday) against the weekend (Saturday, Sunday): the level of each group's pooled
 * sold share; CLOSED when every day of the group is; undefined without inventory.
 * @example weekSplit(rows) // { weekdays: 'CROWDED', weekend: 'VERY_CROWDED' }
 */
export function weekSplit(rows: readonly WeekdayCrowd[]): {
  weekdays: WeekdayCrowdLevel | undefined;
  weekend: WeekdayCrowdLevel | undefined;
} {
  const pool = (group: readonly WeekdayCrowd[]): WeekdayCrowdLevel | undefined => {
    if (group.length > 0 && group.every((row) => row.level === 'CLOSED')) return 'CLOSED';
    const capacity = group.reduce((sum, row) => sum + row.capacity, 0);
    const sold = group.reduce((sum, row) => sum + row.sold, 0);
    return capacity > 0 ? crowdLevelOf(sold / capacity) : undefined;
  };
  const weekend = new Set<DayOfWeek>(['SATURDAY', 'SUNDAY']);
  return {
    weekdays: pool(rows.filter((row) => !weekend.has(row.dayOfWeek))),
    weekend: pool(rows.filter((row) => weekend.has(row.dayOfWeek))),
  };
}

/**
 * The open weekday with the lowest sold share (the first, Monday-wise, on a tie); undefined without one.
 * @example quietestDay(rows) === 'WEDNESDAY'
 */
export function quietestDay(rows: readonly WeekdayCrowd[]): DayOfWeek | undefined {
  let best: WeekdayCrowd | undefined;
  for (const row of rows)
    if (row.share !== undefined && (best?.share === undefined || row.share < best.share)) best = row;
  return best?.dayOfWeek;
}
