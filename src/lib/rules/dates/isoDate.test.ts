import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './formatIsoDate';
import { daysBetween, isIsoDate, todayIn } from './isoDate';

describe('isIsoDate', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('28/02/2026')).toBe(false);
    expect(isIsoDate(20260228)).toBe(false);
  });
});

describe('todayIn and daysBetween', () => {
  it('reads the date in a time zone', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(todayIn(instant, 'UTC')).toBe('2026-03-01');
    expect(todayIn(instant, 'Asia/Dubai')).toBe('2026-03-02');
    expect(todayIn(instant, 'America/New_York')).toBe('2026-03-01');
    expect(todayIn(instant, 'Nowhere/Else')).toBe('2026-03-01');
  });
  it('counts whole days across months and DST', () => {
    expect(daysBetween('2026-03-01', '2026-03-03')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
  });
});

describe('formatIsoDate', () => {
  it('writes the date as the language does', () => {
    expect(formatIsoDate('2026-12-31', 'en')).toBe('Dec 31, 2026');
    expect(formatIsoDate('2026-12-31', 'de')).toBe('31.12.2026');
    expect(formatIsoDate('2026-12-31', 'ja')).toBe('2026/12/31');
  });
  it('gives an empty string for non-dates', () => {
    expect(formatIsoDate('2026-12-32', 'en')).toBe('');
    expect(formatIsoDate(undefined, 'en')).toBe('');
  });
});
