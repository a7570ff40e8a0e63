import { MAX_STARS } from './ratingStars';

export interface RatingBreakdownRow {
  /** 5 to 1 (spec 001 §9: rating scale 5 to 1). */
  stars: number;
  count: number;
  /** The row's share of all ratings, a whole percent (the bar's length). */
  percent: number;
}

/**
 * The rating breakdown (issue 21 §4): one row per star from 5 to 1 with its count and share, from the
 * same answer as the section's average and count, so the rows add up to the count shown. A star the
 * answer leaves out counts 0; undefined when the answer has no breakdown or it adds up to nothing or
 * to another total than the ratings count (it would contradict the rating shown).
 * @example ratingBreakdown([{ rating: 5, count: 3 }, { rating: 1, count: 1 }], 4)
 *   → [{ stars: 5, count: 3, percent: 75 }, { stars: 4, count: 0, percent: 0 }, …, { stars: 1, count: 1, percent: 25 }]
 */
export function ratingBreakdown(
  counts: readonly { rating: number; count: number }[] | undefined,
  ratingsCount: number,
): RatingBreakdownRow[] | undefined {
  if (!counts) return undefined;
  const rows = Array.from({ length: MAX_STARS }, (_, index) => {
    const stars = MAX_STARS - index;
    const count = counts
      .filter((entry) => entry.rating === stars)
      .reduce((sum, entry) => sum + entry.count, 0);
    return { stars, count };
  });
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total === 0 || total !== ratingsCount) return undefined;
  return rows.map((row) => ({ ...row, percent: Math.round((row.count / total) * 100) }));
}
