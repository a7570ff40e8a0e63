import { isFiniteNumber } from '../isFiniteNumber';
export type PromoDiscountType = 'PERCENTAGE' | 'ABSOLUTE';

export interface PromoCode {
  discountType: PromoDiscountType;
  /** Percent off for PERCENTAGE, an amount in the booking currency for ABSOLUTE. */
  value: number;
  /** The most a code may take off, in the booking currency; absent means no cap. */
  cap?: number | undefined;
}

export interface PromoResult {
  discount: number;
  finalPrice: number;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/**
 * The effect of a promo code on a price (spec 001 §3): a percentage or an absolute amount off, never more
 * than the cap (when given) nor than the price itself; amounts in cents. Unusable inputs take nothing off.
 * @example applyPromoCode(200, { discountType: 'PERCENTAGE', value: 10 }) → { discount: 20, finalPrice: 180 }
 * @example applyPromoCode(200, { discountType: 'PERCENTAGE', value: 50, cap: 30 }) → { discount: 30, finalPrice: 170 }
 */
export function applyPromoCode(price: number, code: PromoCode): PromoResult {
  if (!Number.isFinite(price) || price <= 0)
    return { discount: 0, finalPrice: Number.isFinite(price) ? Math.max(price, 0) : 0 };
  const value = Number.isFinite(code.value) && code.value > 0 ? code.value : 0;
  let discount = code.discountType === 'PERCENTAGE' ? (price * Math.min(value, 100)) / 100 : value;
  if (isFiniteNumber(code.cap) && code.cap >= 0) {
    discount = Math.min(discount, code.cap);
  }
  discount = cents(Math.min(discount, price));
  return { discount, finalPrice: cents(price - discount) };
}
