import { describe, expect, it } from 'vitest';
import { isIsoDate } from './isoDate';
import { parseDate } from './parseDate';

describe('date edges', () => {
  it('needs the whole text to be one date', () => {
    expect(parseDate('x2026/03/05')).toBe('Invalid Date');
    expect(parseDate('2026/03/05x')).toBe('Invalid Date');
    expect(parseDate('103/05/2026')).toBe('Invalid Date');
    expect(parseDate('03/05/20261')).toBe('Invalid Date');
    expect(parseDate('12 - 1 - 2026')).toBe('Invalid Date');
    expect(parseDate('12--1--2026')).toBe('Invalid Date');
    expect(isIsoDate('x2026-02-28')).toBe(false);
    expect(isIsoDate('2026-02-28x')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-00-10')).toBe(false);
    expect(isIsoDate('2025-04-31')).toBe(false);
    expect(isIsoDate('2025-12-31')).toBe(true);
  });
});
