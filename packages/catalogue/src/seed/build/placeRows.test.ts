import { describe, expect, it } from 'vitest';
import { lastSunday, seasonalSchedule } from './placeRows.ts';

describe('seasonal opening schedules', () => {
  it('finds the last Sunday of a month', () => {
    expect([lastSunday(2026, 3), lastSunday(2026, 10), lastSunday(2027, 3), lastSunday(2026, 5)]).toEqual([
      '03-29',
      '10-25',
      '03-28',
      '05-31',
    ]);
  });

  it('chains the seasons of two years without gaps, each ending the day before the next', () => {
    const winter = { open: '08:30', close: '16:30', lastEntry: '15:30' };
    const merged = seasonalSchedule(2026, [
      { from: '01-01', ...winter },
      { from: '03-29', open: '08:30', close: '19:15', lastEntry: '18:15' },
      { from: '10-25', ...winter },
    ]);
    expect(merged.map((p) => [p.startDate, p.endDate])).toEqual([
      ['2026-01-01', '2026-03-28'],
      ['2026-03-29', '2026-10-24'],
      ['2026-10-25', '2027-03-28'],
      ['2027-03-29', '2027-10-24'],
      ['2027-10-25', '2027-12-31'],
    ]);
    const periods = seasonalSchedule(2026, [
      { from: '01-01', open: '08:30', close: '16:30', lastEntry: '15:30' },
      { from: (y) => lastSunday(y, 3), open: '08:30', close: '19:15', lastEntry: '18:15' },
    ]);
    expect(
      periods.map((p) => [p.startDate, p.endDate, p.operatingDaySchedules[0]?.closingTime ?? '']),
    ).toEqual([
      ['2026-01-01', '2026-03-28', '16:30'],
      ['2026-03-29', '2026-12-31', '19:15'],
      ['2027-01-01', '2027-03-27', '16:30'],
      ['2027-03-28', '2027-12-31', '19:15'],
    ]);
    expect(periods[0]?.operatingDaySchedules).toHaveLength(7);
  });
});
