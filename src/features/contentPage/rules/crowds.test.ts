import { describe, expect, it } from 'vitest';
import { dayOfWeekOf, hoursOn, openHours, parseSchedules } from './openingSchedule';
import { crowdLevelOf, quietestDay, weekdayCrowds, weekSplit, type DayOccupancy } from './weekdayCrowds';
import { monthlyDemand, monthlyHours, seasonsOf, type ReviewMonths } from './seasons';

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const week = (open: string, close: string, closed: string[] = []) =>
  DAYS.map((dayOfWeek) =>
    closed.includes(dayOfWeek)
      ? { dayOfWeek, closed: true, openingTime: null, closingTime: null, lastEntryTime: null }
      : { dayOfWeek, closed: false, openingTime: open, closingTime: close, lastEntryTime: null },
  );
/** The Vatican Museums: 8:00–20:00, closed on Sundays, all year. */
const vatican = parseSchedules([
  {
    startDate: '2026-01-01',
    endDate: '2027-12-31',
    operatingDaySchedules: week('08:00', '20:00', ['SUNDAY']),
  },
]);
/** Short winter days, long summer days (the Colosseum's pattern, simplified). */
const seasonal = parseSchedules([
  { startDate: '2026-01-01', endDate: '2026-03-28', operatingDaySchedules: week('08:30', '16:30') },
  { startDate: '2026-03-29', endDate: '2026-10-24', operatingDaySchedules: week('08:30', '19:15') },
  { startDate: '2026-10-25', endDate: '2027-03-27', operatingDaySchedules: week('08:30', '16:30') },
  { startDate: '2027-03-28', endDate: '2027-12-31', operatingDaySchedules: week('08:30', '19:15') },
]);

describe('opening schedules', () => {
  it('parses days in any case, leaving out malformed periods, days and open days without times', () => {
    const periods = parseSchedules([
      {
        startDate: '2026-01-01',
        endDate: 'soon',
        operatingDaySchedules: [
          { dayOfWeek: 'monday', closed: false, openingTime: '09:00', closingTime: '18:00:00' },
          { dayOfWeek: 'TUESDAY', closed: false, openingTime: null, closingTime: null },
          { dayOfWeek: 'FUNDAY', closed: true },
          { dayOfWeek: 'WEDNESDAY', closed: true },
        ],
      },
      'nonsense',
    ]);
    expect(periods).toEqual([
      {
        startDate: '2026-01-01',
        endDate: undefined,
        days: [
          {
            dayOfWeek: 'MONDAY',
            closed: false,
            openingTime: '09:00',
            closingTime: '18:00',
            lastEntryTime: null,
          },
          { dayOfWeek: 'WEDNESDAY', closed: true, openingTime: null, closingTime: null, lastEntryTime: null },
        ],
      },
    ]);
    expect(parseSchedules(undefined)).toEqual([]);
  });

  it('finds the hours of a date in the period covering it', () => {
    expect(dayOfWeekOf('2026-11-29')).toBe('SUNDAY');
    expect(hoursOn(vatican, '2026-11-29')?.closed).toBe(true);
    expect(hoursOn(seasonal, '2026-03-28')?.closingTime).toBe('16:30');
    expect(hoursOn(seasonal, '2026-03-29')?.closingTime).toBe('19:15');
    expect(hoursOn(vatican, '2025-12-31')).toBeUndefined();
  });

  it('counts open hours, 0 when closed, past midnight into the next day', () => {
    const day = { dayOfWeek: 'MONDAY' as const, closed: false, lastEntryTime: null };
    expect(openHours({ ...day, openingTime: '08:30', closingTime: '19:15' })).toBe(10.75);
    expect(openHours({ ...day, openingTime: '18:00', closingTime: '01:30' })).toBe(7.5);
    expect(openHours({ ...day, closed: true, openingTime: null, closingTime: null })).toBe(0);
  });
});

describe('weekday crowd levels', () => {
  // Monday 30 November … Sunday 13 December 2026: every weekday twice.
  const window = { fromDate: '2026-11-30', toDate: '2026-12-13' };
  const days: DayOccupancy[] = [
    { date: '2026-11-30', capacity: 100, sold: 40 }, // Monday
    { date: '2026-12-07', capacity: 100, sold: 50 }, // Monday: 90/200 = 0.45
    { date: '2026-12-01', capacity: 200, sold: 110 }, // Tuesday: 0.55, exactly crowded
    { date: '2026-12-02', capacity: 200, sold: 130 }, // Wednesday: 0.65, exactly very crowded
    { date: '2026-12-04', capacity: 0, sold: 0 }, // Friday: nothing on sale
    { date: '2026-12-05', capacity: 100, sold: 80 }, // Saturday
    { date: '2026-12-06', capacity: 100, sold: 95 }, // Sunday, but closed
  ];

  it('has thresholds at 55 % and 65 % sold', () => {
    expect([0, 0.549, 0.55, 0.649, 0.65, 1].map(crowdLevelOf)).toEqual([
      'PLEASANT',
      'PLEASANT',
      'CROWDED',
      'CROWDED',
      'VERY_CROWDED',
      'VERY_CROWDED',
    ]);
  });

  it('reads each weekday: sold share of open dates, CLOSED on closed days, nothing without inventory', () => {
    const rows = weekdayCrowds(vatican, days, window);
    expect(rows.map((row) => [row.dayOfWeek, row.level, row.share])).toEqual([
      ['MONDAY', 'PLEASANT', 0.45],
      ['TUESDAY', 'CROWDED', 0.55],
      ['WEDNESDAY', 'VERY_CROWDED', 0.65],
      ['THURSDAY', undefined, undefined],
      ['FRIDAY', undefined, undefined],
      ['SATURDAY', 'VERY_CROWDED', 0.8],
      ['SUNDAY', 'CLOSED', undefined],
    ]);
    expect(quietestDay(rows)).toBe('MONDAY');
  });

  it('never says CLOSED without a schedule, and inventory alone gives the levels', () => {
    const rows = weekdayCrowds([], days, window);
    expect(rows[6]).toMatchObject({ dayOfWeek: 'SUNDAY', level: 'VERY_CROWDED', share: 0.95 });
    expect(weekdayCrowds([], [], window).every((row) => row.level === undefined)).toBe(true);
    expect(quietestDay(weekdayCrowds([], [], window))).toBeUndefined();
  });

  it('pools weekdays against the weekend; a closed weekend reads CLOSED', () => {
    const rows = weekdayCrowds(vatican, days, window);
    // Weekdays: (90 + 110 + 130) / (200 + 200 + 200) = 0.55; weekend: Saturday only, 0.8.
    expect(weekSplit(rows)).toEqual({ weekdays: 'CROWDED', weekend: 'VERY_CROWDED' });
    const weekendClosed = parseSchedules([
      { operatingDaySchedules: week('09:00', '17:00', ['SATURDAY', 'SUNDAY']) },
    ]);
    expect(weekSplit(weekdayCrowds(weekendClosed, days, window))).toEqual({
      weekdays: 'CROWDED',
      weekend: 'CLOSED',
    });
    expect(weekSplit(weekdayCrowds([], [], window))).toEqual({ weekdays: undefined, weekend: undefined });
  });
});

describe('seasons', () => {
  /** Two years of reviews: twice as many per day from April to October as in the other months. */
  const reviews: ReviewMonths = {
    fromDate: '2025-01-01',
    toDate: '2026-12-31',
    months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => {
      const days = new Date(Date.UTC(2025, month, 0)).getUTCDate() * 2;
      return { month, reviews: (month >= 4 && month <= 10 ? 2 : 1) * days };
    }),
  };

  it('averages each month’s daily opening hours at its next occurrence', () => {
    const hours = monthlyHours(seasonal, '2026-11-25');
    expect(hours?.[0]).toBe(8); // January 2027
    expect(hours?.[6]).toBe(10.75); // July 2027
    // March 2027: 27 days of 8 hours and 4 of 10.75.
    expect(hours?.[2]).toBeCloseTo((27 * 8 + 4 * 10.75) / 31, 10);
    expect(monthlyHours(vatican, '2026-11-25')?.[0]).toBeCloseTo((26 * 12) / 31, 10); // 5 Sundays
    expect(monthlyHours([], '2026-11-25')).toBeUndefined();
  });

  it('reads demand as reviews per day of each month, only from 120 reviews', () => {
    expect(monthlyDemand(reviews)?.slice(0, 4)).toEqual([1, 1, 1, 2]);
    const few = { ...reviews, months: [{ month: 5, reviews: 119 }] };
    expect(monthlyDemand(few)).toBeUndefined();
    expect(monthlyDemand({ ...few, months: [{ month: 5, reviews: 120 }] })?.[4]).toBeCloseTo(120 / 62, 10);
    expect(monthlyDemand({ fromDate: null, toDate: null, months: [] })).toBeUndefined();
  });

  it('combines hours and demand: long-day months with many visits are peak, the rest low', () => {
    const result = seasonsOf({ periods: seasonal, reviews, today: '2026-11-25' });
    expect(result.state).toBe('ok');
    if (result.state !== 'ok') return;
    expect(result.basis).toEqual(['hours', 'demand']);
    expect(result.months.map((m) => m.level)).toEqual([
      'LOW_SEASON',
      'LOW_SEASON',
      'LOW_SEASON', // March: hours score 0.13, demand 0 → 0.06
      'PEAK_SEASON',
      'PEAK_SEASON',
      'PEAK_SEASON',
      'PEAK_SEASON',
      'PEAK_SEASON',
      'PEAK_SEASON',
      'PEAK_SEASON', // October 2027 (its next occurrence): long days all month
      'LOW_SEASON',
      'LOW_SEASON',
    ]);
  });

  it('uses demand alone when the hours do not change over the year (the Vatican Museums)', () => {
    const result = seasonsOf({ periods: vatican, reviews, today: '2026-11-25' });
    expect(result).toMatchObject({ state: 'ok', basis: ['demand'] });
    if (result.state === 'ok') expect(result.months[3]).toEqual({ month: 4, level: 'PEAK_SEASON', score: 1 });
  });

  it('grades scores: from 1/3 mid season, from 2/3 peak', () => {
    // Demand only: 1 per day, 1.5 (score 1/3), 2 (score 2/3) and 2.5 (score 1).
    const rates = [1, 1.5, 2, 2.5, 1, 1, 1, 1, 1, 1, 1, 1];
    const graded: ReviewMonths = {
      fromDate: '2025-01-01',
      toDate: '2025-12-31',
      months: rates.map((rate, i) => ({
        month: i + 1,
        reviews: rate * new Date(Date.UTC(2025, i + 1, 0)).getUTCDate(),
      })),
    };
    const result = seasonsOf({ periods: [], reviews: graded, today: '2026-11-25' });
    expect(result.state === 'ok' && result.months.slice(0, 4).map((m) => m.level)).toEqual([
      'LOW_SEASON',
      'MID_SEASON',
      'PEAK_SEASON',
      'PEAK_SEASON',
    ]);
  });

  it('says "even" when no signal moves enough, "noData" without hours or reviews', () => {
    const flat: ReviewMonths = { ...reviews, months: reviews.months.map((m) => ({ ...m, reviews: 100 })) };
    expect(seasonsOf({ periods: vatican, reviews: flat, today: '2026-11-25' })).toEqual({
      state: 'even',
      basis: ['hours', 'demand'],
    });
    expect(seasonsOf({ periods: [], reviews: undefined, today: '2026-11-25' })).toEqual({ state: 'noData' });
  });
});
