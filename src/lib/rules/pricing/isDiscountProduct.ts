import { isFiniteNumber } from '../isFiniteNumber';
/** Final prices below this count as a deal even without a scratch price (spec 000 §9). */
export const DISCOUNT_PRICE_THRESHOLD = 30;

const isPrice = (value: unknown): value is number => isFiniteNumber(value) && value >= 0;

/**
 * A 'discount' product (spec 000 §9, 001 §9): its final price is below its original price, or below 30.
 * Without a usable final price it is not one.
 * @example isDiscountProduct(40, 50) === true; isDiscountProduct(29.99) === true; isDiscountProduct(30, 30) === false
 */
export function isDiscountProduct(
  finalPrice: number | null | undefined,
  originalPrice?: number | null,
): boolean {
  if (!isPrice(finalPrice)) return false;
  if (finalPrice < DISCOUNT_PRICE_THRESHOLD) return true;
  return isPrice(originalPrice) && finalPrice < originalPrice;
}
