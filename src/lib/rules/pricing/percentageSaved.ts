import { isFiniteNumber } from '../isFiniteNumber';
/**
 * The share saved, in whole percent (spec 000 §9): round((original − final) / original × 100).
 * 0 when nothing is saved or either price is unusable.
 * @example percentageSaved(75, 100) === 25; percentageSaved(66.5, 100) === 34; percentageSaved(100, 80) === 0
 */
export function percentageSaved(
  finalPrice: number | null | undefined,
  originalPrice: number | null | undefined,
): number {
  if (!isFiniteNumber(finalPrice) || !isFiniteNumber(originalPrice)) return 0;
  if (finalPrice < 0 || originalPrice <= 0 || finalPrice >= originalPrice) return 0;
  return Math.round(((originalPrice - finalPrice) / originalPrice) * 100);
}
