import { describe, expect, it } from 'vitest';
import { climateOf, MONTH_WEIGHTS, REVIEW_DAYS, seasonalDaysBack } from './seasonality.ts';
import { addDays } from './inventoryRows.ts';

describe('seasonal review dates', () => {
  it('tells climates by latitude', () => {
    expect([41.9, 30, 29.9, 25.2, -8.7, -30, -33.9].map(climateOf)).toEqual([
      'north',
      'north',
      'warm',
      'warm',
      'warm',
      'south',
      'south',
    ]);
  });

  it('maps a draw to a day 1 … 730 days back, monotonically', () => {
    expect(seasonalDaysBack(0, '2026-01-05', 'north')).toBe(1);
    expect(seasonalDaysBack(0.999_999, '2026-01-05', 'north')).toBe(REVIEW_DAYS);
    const days = [0.1, 0.3, 0.5, 0.7, 0.9].map((u) => seasonalDaysBack(u, '2026-01-05', 'north'));
    expect([...days].sort((a, b) => a - b)).toEqual(days);
  });

  it('puts more reviews in busy months: May gets over twice the reviews of January in the north', () => {
    const perMonth = new Array<number>(12).fill(0);
    for (let i = 0; i < 20_000; i++) {
      const back = seasonalDaysBack((i + 0.5) / 20_000, '2026-01-05', 'north');
      const month = Number(addDays('2026-01-05', -back).slice(5, 7)) - 1;
      perMonth[month] = (perMonth[month] ?? 0) + 1;
    }
    const ratio = (perMonth[4] ?? 0) / (perMonth[0] ?? 1);
    // Weights 1.25 / 0.55, January and May each twice in the two years before 5 January (31 days each).
    expect(ratio).toBeGreaterThan(2.1);
    expect(ratio).toBeLessThan(2.4);
    expect(MONTH_WEIGHTS.south[0]).toBe(MONTH_WEIGHTS.north[6]);
  });
});
