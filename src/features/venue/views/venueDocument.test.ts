import { describe, expect, it, vi } from 'vitest';
import { boxOfficeHours } from './boxOfficeHours';
import { parseProductions, venueIdOf } from './venueDocument';

describe('venue documents', () => {
  it('name their venue by poi_id, else by a seat-map tag', () => {
    expect(venueIdOf({ poi_id: 60001 }, [])).toBe(60001);
    expect(venueIdOf({ poi_id: ' 60201 ' }, [])).toBe(60201);
    expect(venueIdOf({}, ['news', 'POI_60001_SEAT_MAP'])).toBe(60001);
    expect(venueIdOf({ poi_id: 'lyceum' }, ['poi-60002-seatmap'])).toBe(60002);
    expect(venueIdOf({ poi_id: -4 }, [])).toBeUndefined();
    expect(venueIdOf({}, ['poi-seatmap'])).toBeUndefined();
  });

  it('list productions, dropping nameless rows and reading bad dates and ids as absent', () => {
    const log = vi.fn();
    expect(
      parseProductions(
        [
          {
            name: 'The Lion King',
            tgid: '10001',
            opening_date: '1999-10-19',
            closing_date: null,
            reopening: false,
          },
          {
            name: 'Oklahoma!',
            tgid: 'none',
            opening_date: '1999-01-26',
            closing_date: '1999-06-31',
            reopening: 'Yes',
          },
          { name: '', opening_date: '2027-01-01' },
          'not a row',
        ],
        log,
      ),
    ).toEqual([
      {
        name: 'The Lion King',
        tgid: 10001,
        openingDate: '1999-10-19',
        closingDate: undefined,
        reopening: false,
      },
      {
        name: 'Oklahoma!',
        tgid: undefined,
        openingDate: '1999-01-26',
        closingDate: undefined,
        reopening: true,
      },
    ]);
    expect(log).toHaveBeenCalledTimes(2);
    expect(parseProductions(null, log)).toEqual([]);
  });

  it('take the box office hours of the schedule in force, else the first', () => {
    const monday = { dayOfWeek: 'MONDAY', closed: false, openingTime: '10:00', closingTime: '20:00' };
    const winter = { dayOfWeek: 'MONDAY', closed: false, openingTime: '11:00', closingTime: '19:00' };
    const schedules = [
      { startDate: '2026-01-01', endDate: '2026-06-30', operatingDaySchedules: [monday] },
      { startDate: '2026-07-01', endDate: '2026-12-31', operatingDaySchedules: [winter, { dayOfWeek: 3 }] },
    ];
    expect(boxOfficeHours(schedules, '2026-11-24')).toEqual([winter]);
    expect(boxOfficeHours(schedules, '2027-02-01')).toEqual([monday]);
    expect(boxOfficeHours('closed', '2026-11-24')).toEqual([]);
  });
});
