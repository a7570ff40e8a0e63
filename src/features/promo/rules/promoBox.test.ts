import { describe, expect, it } from 'vitest';
import type { PromoCode, PromoTarget } from './applyPromo';
import { promoBox } from './promoBox';
import { promoInput, withoutPromo } from '../../../lib/rules/promo/promoInput';

const lyceum10: PromoCode = {
  code: 'LYCEUM10',
  type: 'PERCENTAGE',
  value: 10,
  cap: 15,
  currency: 'GBP',
  validTo: '2028-12-31',
  tgids: [10001],
  collectionIds: [],
};
const westEnd5: PromoCode = {
  code: 'WESTEND5',
  type: 'ABSOLUTE',
  value: 5,
  currency: 'GBP',
  tgids: [],
  collectionIds: [167],
};
const target: PromoTarget = {
  tgid: 10001,
  collectionIds: [167],
  price: 45,
  currency: 'GBP',
  now: new Date('2026-11-25T12:00:00Z'),
  timeZone: 'Europe/London',
};
const codes = [lyceum10, westEnd5];

describe('promoBox', () => {
  it('shows no form without a price, and the empty form without a code', () => {
    expect(promoBox({ value: 'LYCEUM10', codes, target: undefined, language: 'en' })).toEqual({
      state: 'none',
    });
    expect(promoBox({ value: 'LYCEUM10', codes, target: { ...target, price: 0 }, language: 'en' })).toEqual({
      state: 'none',
    });
    expect(promoBox({ value: undefined, codes: undefined, target, language: 'en' })).toEqual({
      state: 'form',
    });
  });

  it('applies a code with the prices in the page’s language', () => {
    expect(promoBox({ value: 'lyceum10', codes, target, language: 'en' })).toEqual({
      state: 'applied',
      code: 'LYCEUM10',
      currency: 'GBP',
      price: 40.5,
      saved: 4.5,
      originalText: '£45',
      priceText: '£40.50',
      savedText: '£4.50',
    });
    const german = promoBox({ value: 'WESTEND5', codes, target: { ...target, price: 62.5 }, language: 'de' });
    expect(german).toMatchObject({ price: 57.5, saved: 5, priceText: '57,50\u00a0£', savedText: '5\u00a0£' });
  });

  it('refuses with the reason, keeping the typed value', () => {
    expect(promoBox({ value: 'nope', codes, target, language: 'en' })).toEqual({
      state: 'refused',
      value: 'nope',
      reason: 'unknown',
    });
    expect(
      promoBox({ value: 'LYCEUM10', codes, target: { ...target, tgid: 10002 }, language: 'en' }),
    ).toEqual({ state: 'refused', value: 'LYCEUM10', reason: 'notApplicable' });
    expect(
      promoBox({ value: 'WESTEND5', codes, target: { ...target, currency: 'EUR' }, language: 'en' }),
    ).toEqual({ state: 'refused', value: 'WESTEND5', reason: 'wrongCurrency', currency: 'GBP' });
    expect(
      promoBox({
        value: 'LYCEUM10',
        codes,
        target: { ...target, now: new Date('2029-01-01T12:00:00Z') },
        language: 'en',
      }),
    ).toEqual({ state: 'refused', value: 'LYCEUM10', reason: 'expired' });
  });

  it('does not check the code over the limit, and says so politely when codes cannot be loaded', () => {
    expect(promoBox({ value: 'LYCEUM10', codes, retryAfter: 6, target, language: 'en' })).toEqual({
      state: 'limited',
      value: 'LYCEUM10',
      retryAfter: 6,
    });
    expect(promoBox({ value: 'LYCEUM10', codes: 'failed', target, language: 'en' })).toEqual({
      state: 'unavailable',
      value: 'LYCEUM10',
    });
  });
});

describe('promoInput and withoutPromo', () => {
  it('reads the typed code: trimmed, control characters dropped, at most 40 characters', () => {
    expect(promoInput(new URLSearchParams('promo=%20lyceum10%20'))).toBe('lyceum10');
    expect(promoInput(new URLSearchParams('promo=LY%00CEUM%0A10'))).toBe('LYCEUM10');
    expect(promoInput(new URLSearchParams(`promo=${'A'.repeat(60)}`))).toBe('A'.repeat(40));
    expect(promoInput(new URLSearchParams('promo=%20%20'))).toBeUndefined();
    expect(promoInput(new URLSearchParams('sort=new'))).toBeUndefined();
  });
  it('removes the code from the page URL, other parameters kept', () => {
    expect(withoutPromo(new URL('http://x.localhost/wicked/?promo=A&sort=new'))).toBe('/wicked/?sort=new');
    expect(withoutPromo(new URL('http://x.localhost/ar/wicked/?promo=A'))).toBe('/ar/wicked/');
  });
});
