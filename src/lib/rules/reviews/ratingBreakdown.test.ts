import { describe, expect, it } from 'vitest';
import { ratingBreakdown } from './ratingBreakdown';

describe('ratingBreakdown', () => {
  it('gives 5 to 1 stars with counts and whole-percent shares', () => {
    expect(
      ratingBreakdown(
        [
          { rating: 1, count: 1 },
          { rating: 5, count: 6 },
          { rating: 4, count: 2 },
          { rating: 3, count: 1 },
        ],
        10,
      ),
    ).toEqual([
      { stars: 5, count: 6, percent: 60 },
      { stars: 4, count: 2, percent: 20 },
      { stars: 3, count: 1, percent: 10 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 10 },
    ]);
  });
  it('rounds shares to whole percents', () => {
    expect(
      ratingBreakdown(
        [
          { rating: 5, count: 2 },
          { rating: 4, count: 1 },
        ],
        3,
      )?.map((row) => row.percent),
    ).toEqual([67, 33, 0, 0, 0]);
  });
  it('shows nothing without a breakdown, without ratings, or when it contradicts the count shown', () => {
    expect(ratingBreakdown(undefined, 10)).toBeUndefined();
    expect(ratingBreakdown([], 0)).toBeUndefined();
    expect(ratingBreakdown([{ rating: 5, count: 3 }], 4)).toBeUndefined();
  });
});
