import { describe, expect, it } from 'vitest';
import {
  CODE_DISPLAY_CURRENCIES,
  CURRENCY_SYMBOLS,
  MAIN_CURRENCIES,
  currencyDisplay,
  isCurrencyCode,
} from './currencies';

describe('currencies', () => {
  it('lists the 32 currencies of spec 001 §9, main ones first, and the catalogue cities’ four', () => {
    expect(Object.keys(CURRENCY_SYMBOLS)).toHaveLength(36);
    expect(Object.keys(CURRENCY_SYMBOLS).slice(32)).toEqual(['NOK', 'TRY', 'CZK', 'HUF']);
    expect(MAIN_CURRENCIES).toEqual(['EUR', 'USD', 'AED', 'SGD', 'INR', 'MYR']);
    expect(Object.keys(CURRENCY_SYMBOLS).slice(0, 6)).toEqual([...MAIN_CURRENCIES]);
  });
  it('shows the code for exactly the 15 listed currencies, and NOK like its Nordic neighbours', () => {
    expect([...CODE_DISPLAY_CURRENCIES].sort().join(',')).toBe(
      'AED,AZN,BHD,CHF,CNY,DKK,ISK,LBP,MOP,MXN,MYR,NOK,QAR,SAR,SEK,ZAR',
    );
    expect(currencyDisplay('NOK')).toBe('NOK');
    expect(currencyDisplay('TRY')).toBe('₺');
    expect(currencyDisplay('CZK')).toBe('Kč');
    expect(currencyDisplay('HUF')).toBe('Ft');
    expect(currencyDisplay('AED')).toBe('AED');
    expect(currencyDisplay('LBP')).toBe('LBP');
  });
  it('shows the symbol for the others', () => {
    expect(currencyDisplay('EUR')).toBe('€');
    expect(currencyDisplay('GBP')).toBe('£');
    expect(currencyDisplay('THB')).toBe('฿');
    expect(currencyDisplay('VND')).toBe('₫');
    expect(currencyDisplay('HKD')).toBe('HK$');
  });
  it('shows unknown well-formed codes as they are and nothing for malformed ones', () => {
    expect(currencyDisplay('RUB')).toBe('RUB');
    expect(currencyDisplay('eur')).toBe('');
    expect(currencyDisplay('EURO')).toBe('');
    expect(currencyDisplay('')).toBe('');
  });
  it('recognises only listed codes', () => {
    expect(isCurrencyCode('INR')).toBe(true);
    expect(isCurrencyCode('inr')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
    expect(isCurrencyCode(42)).toBe(false);
  });
});
