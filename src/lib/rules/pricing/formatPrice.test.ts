import { describe, expect, it } from 'vitest';
import { formatPrice } from './formatPrice';

const nbsp = '\u00a0';

describe('formatPrice', () => {
  it('shows whole prices without decimals and others with 2', () => {
    expect(formatPrice(2500, { currencyCode: 'USD' })).toBe('$2,500');
    expect(formatPrice(12.5, { currencyCode: 'USD' })).toBe('$12.50');
    expect(formatPrice(12.5)).toBe('12.50');
    expect(formatPrice(0, { currencyCode: 'EUR' })).toBe('€0');
  });
  it('follows the language’s separators and symbol placement', () => {
    expect(formatPrice(1234.5, { currencyCode: 'EUR', lang: 'de' })).toBe(`1.234,50${nbsp}€`);
    expect(formatPrice(5, { currencyCode: 'EUR', lang: 'nl' })).toBe(`€${nbsp}5`);
    expect(formatPrice(1234.5, { currencyCode: 'GBP', lang: 'ru' })).toBe(`1${nbsp}234,50${nbsp}£`);
    expect(formatPrice(1234.56, { currencyCode: 'TWD', lang: 'tw' })).toBe('NT$1,234.56');
  });
  it('uses our own symbols, not Intl’s', () => {
    expect(formatPrice(999.99, { currencyCode: 'SGD' })).toBe('S$999.99');
    expect(formatPrice(30, { currencyCode: 'JPY', lang: 'ja' })).toBe('¥30');
    expect(formatPrice(1234, { currencyCode: 'KRW', lang: 'ko' })).toBe('₩1,234');
  });
  it('shows the code for the listed currencies', () => {
    expect(formatPrice(12, { currencyCode: 'AED' })).toBe(`AED${nbsp}12`);
    expect(formatPrice(1234, { currencyCode: 'CHF', lang: 'de' })).toBe(`1.234${nbsp}CHF`);
    expect(formatPrice(99, { currencyCode: 'SEK', lang: 'sv' })).toBe(`99${nbsp}SEK`);
    expect(formatPrice(10, { currencyCode: 'MXN', lang: 'es' })).toBe(`10${nbsp}MXN`);
  });
  it('shows an unknown but well-formed code as itself and ignores a malformed one', () => {
    expect(formatPrice(45, { currencyCode: 'XYZ' })).toBe(`XYZ${nbsp}45`);
    expect(formatPrice(45, { currencyCode: 'US1' })).toBe('45');
    expect(formatPrice(45, { currencyCode: ' usd ' })).toBe('$45');
    expect(formatPrice(45, { currencyCode: '' })).toBe('45');
  });
  it('truncates to compact notation only above 3 integer digits', () => {
    expect(formatPrice(2500, { currencyCode: 'USD', truncate: true })).toBe('$2.5K');
    expect(formatPrice(1000, { currencyCode: 'USD', truncate: true })).toBe('$1K');
    expect(formatPrice(999.99, { currencyCode: 'USD', truncate: true })).toBe('$999.99');
    expect(formatPrice(999, { currencyCode: 'USD', truncate: true })).toBe('$999');
    expect(formatPrice(1500000, { currencyCode: 'INR', truncate: true })).toBe('₹1.5M');
    expect(formatPrice(1200, { currencyCode: 'PLN', lang: 'pl', truncate: true })).toBe(
      `1,2${nbsp}tys.${nbsp}zł`,
    );
    expect(formatPrice(1000, { currencyCode: 'GBP', lang: 'fr', truncate: true })).toBe(`1${nbsp}k${nbsp}£`);
    expect(formatPrice(2500, { currencyCode: 'USD', truncate: false })).toBe('$2,500');
  });
  it('writes a price once per language, currency and shape, and never mixes them', () => {
    const amounts = [1234.5, 1234.5, 2500, 2500];
    expect(amounts.map((price) => formatPrice(price, { currencyCode: 'EUR', lang: 'de' }))).toEqual([
      '1.234,50\u00a0€',
      '1.234,50\u00a0€',
      '2.500\u00a0€',
      '2.500\u00a0€',
    ]);
    expect(formatPrice(1234.5, { currencyCode: 'EUR', lang: 'en' })).toBe('€1,234.50');
    expect(formatPrice(1234.5, { currencyCode: 'eur ', lang: 'de' })).toBe('1.234,50\u00a0€');
    expect(formatPrice(2500, { currencyCode: 'EUR', lang: 'de', truncate: true })).not.toBe('2.500\u00a0€');
    expect(formatPrice(2500, { currencyCode: 'USD', lang: 'de' })).toBe('2.500\u00a0$');
  });

  it('gives an empty string when there is no price', () => {
    expect(formatPrice(undefined, { currencyCode: 'USD' })).toBe('');
    expect(formatPrice(null, { currencyCode: 'USD' })).toBe('');
    expect(formatPrice(Number.NaN, { currencyCode: 'USD' })).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatPrice(-5, { currencyCode: 'USD' })).toBe('');
  });
  it('keeps Arabic digits western with the code after the amount', () => {
    expect(formatPrice(12.5, { currencyCode: 'AED', lang: 'ar' })).toBe(`\u200f12.50${nbsp}AED`);
  });
});
