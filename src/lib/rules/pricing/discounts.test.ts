import { describe, expect, it } from 'vitest';
import { applyPromoCode } from './applyPromoCode';
import { cashbackLabel } from './cashbackLabel';
import { DISCOUNT_PRICE_THRESHOLD, isDiscountProduct } from './isDiscountProduct';
import { percentageSaved } from './percentageSaved';
import { savedLabel } from './savedLabel';

describe('isDiscountProduct', () => {
  it('is a discount when the final price is below the original', () => {
    expect(isDiscountProduct(40, 50)).toBe(true);
    expect(isDiscountProduct(49.99, 50)).toBe(true);
    expect(isDiscountProduct(50, 50)).toBe(false);
    expect(isDiscountProduct(60, 50)).toBe(false);
  });
  it('is a discount when the final price is below 30, whatever the original', () => {
    expect(DISCOUNT_PRICE_THRESHOLD).toBe(30);
    expect(isDiscountProduct(29.99)).toBe(true);
    expect(isDiscountProduct(0)).toBe(true);
    expect(isDiscountProduct(30)).toBe(false);
    expect(isDiscountProduct(30, 30)).toBe(false);
    expect(isDiscountProduct(30, null)).toBe(false);
  });
  it('is not a discount without a usable final price', () => {
    expect(isDiscountProduct(undefined, 50)).toBe(false);
    expect(isDiscountProduct(null, 50)).toBe(false);
    expect(isDiscountProduct(Number.NaN, 50)).toBe(false);
    expect(isDiscountProduct(-1, 50)).toBe(false);
    expect(isDiscountProduct(40, Number.NaN)).toBe(false);
    expect(isDiscountProduct(40, -100)).toBe(false);
  });
});

describe('percentageSaved', () => {
  it('rounds the saved share to whole percent', () => {
    expect(percentageSaved(75, 100)).toBe(25);
    expect(percentageSaved(66.5, 100)).toBe(34);
    expect(percentageSaved(66.6, 100)).toBe(33);
    expect(percentageSaved(0, 40)).toBe(100);
    expect(percentageSaved(99.6, 100)).toBe(0);
  });
  it('is 0 when nothing is saved or a price is unusable', () => {
    expect(percentageSaved(100, 100)).toBe(0);
    expect(percentageSaved(100, 80)).toBe(0);
    expect(percentageSaved(50, 0)).toBe(0);
    expect(percentageSaved(-5, 100)).toBe(0);
    expect(percentageSaved(undefined, 100)).toBe(0);
    expect(percentageSaved(50, null)).toBe(0);
    expect(percentageSaved(Number.NaN, 100)).toBe(0);
    expect(percentageSaved(50, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('cashbackLabel', () => {
  it('labels a percentage cashback above 0', () => {
    expect(cashbackLabel({ cashbackType: 'PERCENTAGE', cashbackValue: 10 }, 'en')).toBe('10% cashback');
    expect(cashbackLabel({ cashbackType: 'PERCENTAGE', cashbackValue: 2.555 }, 'en')).toBe('2.56% cashback');
    expect(cashbackLabel({ cashbackType: 'PERCENTAGE', cashbackValue: 0.01 }, 'en')).toBe('0.01% cashback');
  });
  it('gives nothing for other types, 0, negative or missing values', () => {
    expect(cashbackLabel({ cashbackType: 'ABSOLUTE', cashbackValue: 10 }, 'en')).toBeUndefined();
    expect(cashbackLabel({ cashbackType: 'PERCENTAGE', cashbackValue: 0 }, 'en')).toBeUndefined();
    expect(cashbackLabel({ cashbackType: 'PERCENTAGE', cashbackValue: -3 }, 'en')).toBeUndefined();
    expect(cashbackLabel({ cashbackType: 'PERCENTAGE', cashbackValue: Number.NaN }, 'en')).toBeUndefined();
    expect(
      cashbackLabel({ cashbackType: 'PERCENTAGE', cashbackValue: Number.POSITIVE_INFINITY }, 'en'),
    ).toBeUndefined();
    expect(cashbackLabel({ cashbackType: 'PERCENTAGE' }, 'en')).toBeUndefined();
    expect(cashbackLabel(undefined, 'en')).toBeUndefined();
  });
});

describe('applyPromoCode', () => {
  it('takes a percentage off', () => {
    expect(applyPromoCode(200, { discountType: 'PERCENTAGE', value: 10 })).toEqual({
      discount: 20,
      finalPrice: 180,
    });
    expect(applyPromoCode(19.99, { discountType: 'PERCENTAGE', value: 15 })).toEqual({
      discount: 3,
      finalPrice: 16.99,
    });
    expect(applyPromoCode(50, { discountType: 'PERCENTAGE', value: 150 })).toEqual({
      discount: 50,
      finalPrice: 0,
    });
  });
  it('takes an absolute amount off, never below zero', () => {
    expect(applyPromoCode(200, { discountType: 'ABSOLUTE', value: 25 })).toEqual({
      discount: 25,
      finalPrice: 175,
    });
    expect(applyPromoCode(20, { discountType: 'ABSOLUTE', value: 25 })).toEqual({
      discount: 20,
      finalPrice: 0,
    });
  });
  it('respects the cap', () => {
    expect(applyPromoCode(200, { discountType: 'PERCENTAGE', value: 50, cap: 30 })).toEqual({
      discount: 30,
      finalPrice: 170,
    });
    expect(applyPromoCode(200, { discountType: 'PERCENTAGE', value: 10, cap: 30 })).toEqual({
      discount: 20,
      finalPrice: 180,
    });
    expect(applyPromoCode(200, { discountType: 'ABSOLUTE', value: 40, cap: 30 })).toEqual({
      discount: 30,
      finalPrice: 170,
    });
    expect(applyPromoCode(200, { discountType: 'ABSOLUTE', value: 40, cap: 0 })).toEqual({
      discount: 0,
      finalPrice: 200,
    });
    expect(applyPromoCode(200, { discountType: 'ABSOLUTE', value: 40, cap: -1 })).toEqual({
      discount: 40,
      finalPrice: 160,
    });
    expect(applyPromoCode(200, { discountType: 'ABSOLUTE', value: 40, cap: Number.NaN })).toEqual({
      discount: 40,
      finalPrice: 160,
    });
  });
  it('takes nothing off for unusable prices or values', () => {
    expect(applyPromoCode(Number.NaN, { discountType: 'ABSOLUTE', value: 5 })).toEqual({
      discount: 0,
      finalPrice: 0,
    });
    expect(applyPromoCode(-10, { discountType: 'ABSOLUTE', value: 5 })).toEqual({
      discount: 0,
      finalPrice: 0,
    });
    expect(applyPromoCode(0, { discountType: 'ABSOLUTE', value: 5 })).toEqual({ discount: 0, finalPrice: 0 });
    expect(applyPromoCode(100, { discountType: 'PERCENTAGE', value: -10 })).toEqual({
      discount: 0,
      finalPrice: 100,
    });
    expect(applyPromoCode(100, { discountType: 'ABSOLUTE', value: Number.NaN })).toEqual({
      discount: 0,
      finalPrice: 100,
    });
  });
});

describe('savedLabel', () => {
  it('labels a saving of at least 1%', () => {
    expect(savedLabel(75, 100, 'en')).toBe('Save 25%');
    expect(savedLabel(99.4, 100, 'en')).toBe('Save 1%');
  });
  it('gives nothing when nothing is saved', () => {
    expect(savedLabel(99.6, 100, 'en')).toBeUndefined();
    expect(savedLabel(100, 100, 'en')).toBeUndefined();
    expect(savedLabel(undefined, 100, 'en')).toBeUndefined();
  });
});
