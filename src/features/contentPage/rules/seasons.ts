import type { SeasonLevel } from '../../../lib/rules/dates/crowdLevels';
import { addDays } from '../../../lib/rules/dates/isoDate';
import { hoursOn, openHours, type OpeningPeriod } from './openingSchedule';

/** Reviews needed (over the two-year window) before their spread over the year is trusted. */
export const MIN_REVIEWS = 120;
/** A signal is seasonal when its busiest month is at least this much above its quietest. */
export const SEASONAL_RATIO = { demand: 1.25, hours: 1.1 } as const;
/** Scores (0 quietest … 1 busiest month) from which a month is mid season, and peak season. */
export const SEASON_THRESHOLDS = { mid: 1 / 3, peak: 2 / 3 } as const;

export interface ReviewMonths {
  fromDate: string | null;
  toDate: string | null;
  months: readonly { month: number; reviews: number }[];
}

export interface MonthSeason {
  /** 1 = January … 12 = December. */
  month: number;
  level: SeasonLevel;
  /** 0 … 1: the month's place between the year's quietest and busiest. */
  score: number;
}

export type SeasonResult =
  | { state: 'ok'; months: MonthSeason[]; basis: ('hours' | 'demand')[] }
  /** There is data, and it shows no season: as busy all year. */
  | { state: 'even'; basis: ('hours' | 'demand')[] }
  | { state: 'noData' };

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Average daily opening hours of each calendar month at its next occurrence from `today` (this month
 * included), closed days counting 0; undefined when the schedules leave any day of the year uncovered.
 * @example monthlyHours(colosseum, '2026-11-25')?.[6] === 10.75 // July: 8:30–19:15 every day
 */
export function monthlyHours(periods: readonly OpeningPeriod[], today: string): number[] | undefined {
  const [year = 0, current = 1] = today.split('-').map(Number);
  const hours: number[] = [];
  for (let month = 1; month <= 12; month++) {
    const y = month >= current ? year : year + 1;
    let total = 0;
    for (let day = 1; day <= daysIn(y, month); day++) {
      const hoursOfDay = hoursOn(periods, iso(y, month, day));
      if (!hoursOfDay) return undefined;
      total += openHours(hoursOfDay);
    }
    hours.push(total / daysIn(y, month));
  }
  return hours;
}

/**
 * Reviews per day of each calendar month within the review window (a month the window covers twice
 * counts its days twice); undefined with fewer than MIN_REVIEWS reviews.
 * @example monthlyDemand({ fromDate: '2025-01-01', toDate: '2025-12-31', months }) // [reviews in Jan / 31, …]
 */
export function monthlyDemand(reviews: ReviewMonths | undefined): number[] | undefined {
  if (!reviews?.fromDate || !reviews.toDate || reviews.fromDate > reviews.toDate) return undefined;
  const total = reviews.months.reduce((sum, m) => sum + m.reviews, 0);
  if (total < MIN_REVIEWS) return undefined;
  const days = new Array<number>(12).fill(0);
  for (let date = reviews.fromDate; date <= reviews.toDate; date = addDays(date, 1)) {
    const month = Number(date.slice(5, 7)) - 1;
    days[month] = (days[month] ?? 0) + 1;
  }
  return days.map((count, index) => {
    const written = reviews.months.find((m) => m.month === index + 1)?.reviews ?? 0;
    return count > 0 ? written / count : 0;
  });
}

/** Places each value between the lowest (0) and highest (1); undefined when not seasonal. */
function normalised(values: readonly number[] | undefined, ratio: number): number[] | undefined {
  if (!values) return undefined;
  const low = Math.min(...values);
  const high = Math.max(...values);
  if (high <= 0 || (low > 0 && high / low < ratio)) return undefined;
  return values.map((value) => (value - low) / (high - low));
}

/**
 * The season of each month (spec 001 §3: LOW_SEASON, MID_SEASON, PEAK_SEASON) from two signals of
 * the catalogue: the opening hours of each month (sites open longer in their busy season) and demand
 * over the year (reviews per day of each month; visits are reviewed within days). Each signal is placed
 * between its quietest (0) and busiest (1) month; a signal that barely moves (busiest less than
 * SEASONAL_RATIO above quietest) says nothing about seasons and is left out. A month's score is the
 * mean of the signals kept: from 2/3 peak, from 1/3 mid, else low season.
 * @example seasonsOf({ periods: [], reviews, today: '2026-11-25' }).state === 'ok'
 */
export function seasonsOf(input: {
  periods: readonly OpeningPeriod[];
  reviews: ReviewMonths | undefined;
  today: string;
}): SeasonResult {
  const hours = monthlyHours(input.periods, input.today);
  const demand = monthlyDemand(input.reviews);
  const available: ('hours' | 'demand')[] = [
    ...(hours ? (['hours'] as const) : []),
    ...(demand ? (['demand'] as const) : []),
  ];
  if (available.length === 0) return { state: 'noData' };
  const signals = [
    { name: 'hours' as const, values: normalised(hours, SEASONAL_RATIO.hours) },
    { name: 'demand' as const, values: normalised(demand, SEASONAL_RATIO.demand) },
  ].flatMap((s) => (s.values ? [{ name: s.name, values: s.values }] : []));
  if (signals.length === 0) return { state: 'even', basis: available };
  const months = Array.from({ length: 12 }, (_, index) => {
    const score = signals.reduce((sum, s) => sum + (s.values[index] ?? 0), 0) / signals.length;
    const level: SeasonLevel =
      score >= SEASON_THRESHOLDS.peak - 1e-9
        ? 'PEAK_SEASON'
        : score >= SEASON_THRESHOLDS.mid - 1e-9
          ? 'MID_SEASON'
          : 'LOW_SEASON';
    return { month: index + 1, level, score: Math.round(score * 1000) / 1000 };
  });
  return { state: 'ok', months, basis: signals.map((s) => s.name) };
}
