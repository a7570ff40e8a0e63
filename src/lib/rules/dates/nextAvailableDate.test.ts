import { describe, expect, it } from 'vitest';
import { nextAvailableDate } from './nextAvailableDate';

describe('nextAvailableDate', () => {
  const dates = {
    '2026-11-21': { availability: 'AVAILABLE', price: 30 },
    '2026-11-24': { availability: 'LIMITED', price: 34.12 },
    '2026-11-23': { availability: 'SOLD_OUT', price: 34.12 },
    '2026-11-25': { availability: 'AVAILABLE', price: 40 },
  };
  it('is the first date from today that is not sold out, in date order', () => {
    expect(nextAvailableDate(dates, '2026-11-22')).toEqual({ date: '2026-11-24', price: 34.12 });
    expect(nextAvailableDate(dates, '2026-11-25')).toEqual({ date: '2026-11-25', price: 40 });
  });
  it('is undefined when everything left is sold out, or nothing is known', () => {
    expect(nextAvailableDate({ '2026-11-23': { availability: 'SOLD_OUT' } }, '2026-11-22')).toBeUndefined();
    expect(nextAvailableDate(undefined, '2026-11-22')).toBeUndefined();
    expect(nextAvailableDate({}, '2026-11-22')).toBeUndefined();
  });
  it('ignores malformed keys and prices', () => {
    expect(
      nextAvailableDate(
        { tomorrow: { availability: 'AVAILABLE' }, '2026-11-30': { price: -1 } },
        '2026-11-22',
      ),
    ).toEqual({
      date: '2026-11-30',
      price: undefined,
    });
  });
});
