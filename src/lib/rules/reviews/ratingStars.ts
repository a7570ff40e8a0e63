import { isFiniteNumber } from '../isFiniteNumber';
export const MAX_STARS = 5;

export type Star = 'full' | 'half' | 'empty';

/**
 * Five stars for a rating out of 5 (spec 000 §9), to the nearest half star; out-of-range ratings are
 * clamped and unusable ones give five empty stars.
 * @example ratingStars(4.3) → ['full', 'full', 'full', 'full', 'half']
 */
export function ratingStars(rating: number | null | undefined): Star[] {
  const value = isFiniteNumber(rating) ? rating : 0;
  const halves = Math.round(Math.min(Math.max(value, 0), MAX_STARS) * 2);
  return Array.from({ length: MAX_STARS }, (_, index): Star => {
    const left = halves - index * 2;
    if (left >= 2) return 'full';
    return left === 1 ? 'half' : 'empty';
  });
}
