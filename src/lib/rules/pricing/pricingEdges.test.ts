import { describe, expect, it } from 'vitest';
import { applyPromoCode } from './applyPromoCode';
import { cashbackLabel } from './cashbackLabel';
import { formatPrice } from './formatPrice';
import { percentageSaved } from './percentageSaved';

describe('pricing edges', () => {
  it('saves nothing against a free or negative original', () => {
    expect(percentageSaved(0, 0)).toBe(0);
    expect(percentageSaved(-1, -2)).toBe(0);
    expect(percentageSaved(0, 0.5)).toBe(100);
    expect(percentageSaved(50, '100' as unknown as number)).toBe(0);
  });
  it('takes nothing off with a zero value and keeps a zero price', () => {
    expect(applyPromoCode(100, { discountType: 'ABSOLUTE', value: 0 })).toEqual({
      discount: 0,
      finalPrice: 100,
    });
    expect(applyPromoCode(0.004, { discountType: 'ABSOLUTE', value: 1 })).toEqual({
      discount: 0,
      finalPrice: 0,
    });
    expect(applyPromoCode(100, { discountType: 'PERCENTAGE', value: 10, cap: 5.555 })).toEqual({
      discount: 5.56,
      finalPrice: 94.44,
    });
  });
  it('refuses a non-number cashback', () => {
    expect(
      cashbackLabel({ cashbackType: 'PERCENTAGE', cashbackValue: '5' as unknown as number }, 'en'),
    ).toBeUndefined();
  });
  it('defaults to English and formats strings of digits as nothing', () => {
    expect(formatPrice(1234.5, { currencyCode: 'EUR' })).toBe('€1,234.50');
    expect(formatPrice('12' as unknown as number)).toBe('');
  });
});
