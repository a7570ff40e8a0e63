import { describe, expect, it } from 'vitest';
import {
  applyPromo,
  capIn,
  dayIn,
  referenceCurrency,
  parsePromoDocument,
  roundInCurrency,
  type PromoCode,
} from './applyPromo';

const pct = (over: Partial<PromoCode> = {}): PromoCode => ({
  code: 'HAMILTON10',
  type: 'PERCENTAGE',
  value: 10,
  tgids: [10103],
  collectionIds: [],
  ...over,
});
const target = {
  tgid: 10103,
  collectionIds: [7],
  price: 199,
  currency: 'USD',
  now: new Date('2026-05-10T12:00:00Z'),
  timeZone: 'America/New_York',
};

describe('parsePromoDocument', () => {
  it('reads a document and refuses impossible codes', () => {
    expect(
      parsePromoDocument({
        code: ' hamilton10 ',
        discount_type: 'PERCENTAGE',
        value: '10',
        cap: 25,
        currency: 'USD',
        valid_to: '2026-12-31',
        products: [{ tgid: 10103 }],
      }),
    ).toEqual({
      code: 'HAMILTON10',
      type: 'PERCENTAGE',
      value: 10,
      cap: 25,
      currency: 'USD',
      validFrom: undefined,
      validTo: '2026-12-31',
      tgids: [10103],
      collectionIds: [],
    });
    expect(parsePromoDocument({ code: 'X1', discount_type: 'PERCENTAGE', value: 150 })).toBeUndefined();
    expect(parsePromoDocument({ code: 'X1', discount_type: 'ABSOLUTE', value: 5 })).toBeUndefined();
    expect(parsePromoDocument({ code: 'X1', discount_type: 'HALF', value: 5 })).toBeUndefined();
    expect(parsePromoDocument(null)).toBeUndefined();
  });
});

describe('applyPromo', () => {
  it('takes a percentage off, ignoring case and spaces', () => {
    expect(applyPromo(' hamilton 10', [pct()], target)).toEqual({
      ok: true,
      code: 'HAMILTON10',
      price: 179.1,
      saved: 19.9,
    });
  });
  it('caps the saving and rounds in the currency', () => {
    expect(applyPromo('HAMILTON10', [pct({ value: 15, cap: 20, currency: 'USD' })], target)).toEqual({
      ok: true,
      code: 'HAMILTON10',
      price: 179,
      saved: 20,
    });
    expect(
      applyPromo('HAMILTON10', [pct({ value: 12.5 })], { ...target, price: 9999, currency: 'JPY' }),
    ).toEqual({
      ok: true,
      code: 'HAMILTON10',
      price: 8749,
      saved: 1250,
    });
    expect(roundInCurrency(1.0005, 'KWD')).toBe(1.001);
  });
  it('never saves more than the price (ABSOLUTE)', () => {
    const code = pct({ type: 'ABSOLUTE', value: 250, currency: 'USD' });
    expect(applyPromo('HAMILTON10', [code], target)).toEqual({
      ok: true,
      code: 'HAMILTON10',
      price: 0,
      saved: 199,
    });
    expect(applyPromo('HAMILTON10', [code], { ...target, currency: 'EUR' })).toEqual({
      ok: false,
      reason: 'wrongCurrency',
      currency: 'USD',
    });
    expect(
      applyPromo('HAMILTON10', [pct({ cap: 15, currency: 'GBP' })], { ...target, currency: 'EUR' }),
    ).toEqual({ ok: false, reason: 'wrongCurrency', currency: 'GBP' });
  });
  it('applies a capped percentage code in another currency with the price in the code’s currency (issue 21 §3)', () => {
    const lyceum = pct({ code: 'LYCEUM10', cap: 15, currency: 'GBP', tgids: [10001] });
    const inEuros = { ...target, tgid: 10001, price: 52, currency: 'EUR' };
    expect(capIn(lyceum, { ...inEuros, reference: { price: 45, currency: 'GBP' } })).toBe(17.33);
    expect(
      applyPromo('lyceum10', [lyceum], { ...inEuros, reference: { price: 45, currency: 'GBP' } }),
    ).toEqual({ ok: true, code: 'LYCEUM10', price: 46.8, saved: 5.2 });
    // The cap binds in euros as it would in pounds: 15 £ of 200 £ is 17.33 € of 231.11 €.
    expect(
      applyPromo('lyceum10', [lyceum], {
        ...inEuros,
        price: 231.11,
        reference: { price: 200, currency: 'GBP' },
      }),
    ).toEqual({ ok: true, code: 'LYCEUM10', price: 213.78, saved: 17.33 });
    // Without the reference, or with one in a third currency, or for ABSOLUTE codes: refused as before.
    expect(applyPromo('lyceum10', [lyceum], inEuros)).toEqual({
      ok: false,
      reason: 'wrongCurrency',
      currency: 'GBP',
    });
    expect(
      applyPromo('lyceum10', [lyceum], { ...inEuros, reference: { price: 60, currency: 'USD' } }).ok,
    ).toBe(false);
    expect(
      applyPromo('lyceum10', [{ ...lyceum, type: 'ABSOLUTE', value: 5 }], {
        ...inEuros,
        reference: { price: 45, currency: 'GBP' },
      }),
    ).toEqual({ ok: false, reason: 'wrongCurrency', currency: 'GBP' });
    expect(capIn({ ...lyceum, cap: undefined }, inEuros)).toBeUndefined();
    expect(referenceCurrency(' lyceum 10', [lyceum], 'EUR')).toBe('GBP');
    expect(referenceCurrency('lyceum10', [lyceum], 'GBP')).toBeUndefined();
    expect(referenceCurrency('lyceum10', [{ ...lyceum, cap: undefined }], 'EUR')).toBeUndefined();
    expect(referenceCurrency('other', [lyceum], 'EUR')).toBeUndefined();
    expect(capIn(lyceum, { ...inEuros, currency: 'GBP' })).toBe(15);
  });
  it('counts validity days in the venue’s time zone', () => {
    const code = pct({ validTo: '2026-05-31' });
    const lateInNewYork = new Date('2026-06-01T03:30:00Z'); // 23:30 on 31 May in New York
    expect(applyPromo('HAMILTON10', [code], { ...target, now: lateInNewYork }).ok).toBe(true);
    expect(
      applyPromo('HAMILTON10', [code], { ...target, now: lateInNewYork, timeZone: 'Europe/London' }),
    ).toEqual({ ok: false, reason: 'expired' });
    expect(applyPromo('HAMILTON10', [pct({ validFrom: '2026-06-01' })], target)).toEqual({
      ok: false,
      reason: 'notStarted',
    });
    expect(dayIn(new Date('2026-05-31T23:30:00Z'), 'Asia/Dubai')).toBe('2026-06-01');
  });
  it('applies to its products or collections only, and refuses unknown codes', () => {
    expect(applyPromo('HAMILTON10', [pct({ tgids: [1] })], target)).toEqual({
      ok: false,
      reason: 'notApplicable',
    });
    expect(applyPromo('HAMILTON10', [pct({ tgids: [], collectionIds: [7] })], target).ok).toBe(true);
    expect(applyPromo('HAMILTON10', [pct({ tgids: [], collectionIds: [] })], target).ok).toBe(true);
    expect(applyPromo('NOPE', [pct()], target)).toEqual({ ok: false, reason: 'unknown' });
    expect(applyPromo('   ', [pct()], target)).toEqual({ ok: false, reason: 'unknown' });
  });
});
