import { isFiniteNumber } from '../isFiniteNumber';
export const TRUST_BADGE_MIN_RATING = 4;
export const TRUST_BADGE_MIN_COUNT = 100;

/**
 * The trust badge is shown only for a rating of at least 4 over at least 100 ratings (spec 000 §5).
 * @example hasTrustBadge(4, 100) === true; hasTrustBadge(3.99, 5000) === false; hasTrustBadge(4.8, 99) === false
 */
export function hasTrustBadge(
  averageRating: number | null | undefined,
  ratingCount: number | null | undefined,
): boolean {
  if (!isFiniteNumber(averageRating) || !isFiniteNumber(ratingCount)) return false;
  return (
    averageRating >= TRUST_BADGE_MIN_RATING && averageRating <= 5 && ratingCount >= TRUST_BADGE_MIN_COUNT
  );
}
