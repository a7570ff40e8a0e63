import { describe, expect, it } from 'vitest';
import { readCurrencyOptions, writeCurrencyOptions, type CurrencyOption } from './currencyOptionsText';

const OPTIONS: CurrencyOption[] = [
  { code: 'EUR', display: '€', name: 'Euro', main: true },
  { code: 'USD', display: '$', name: 'US Dollar', main: true },
  { code: 'AED', display: 'AED', name: 'درهم إماراتي', main: true },
  { code: 'CHF', display: 'CHF', name: 'Swiss Franc', main: false },
];

describe('the currency switcher’s entries as text', () => {
  it('writes a line per currency: code, symbol, name, main', () => {
    expect(writeCurrencyOptions(OPTIONS)).toBe(
      'EUR\t€\tEuro\t1\nUSD\t$\tUS Dollar\t1\nAED\tAED\tدرهم إماراتي\t1\nCHF\tCHF\tSwiss Franc\t0',
    );
    expect(writeCurrencyOptions([])).toBe('');
  });

  it('reads back what it wrote', () => {
    expect(readCurrencyOptions(writeCurrencyOptions(OPTIONS))).toEqual(OPTIONS);
    expect(readCurrencyOptions('')).toEqual([]);
  });

  it('writes a tab or line break inside a name as a space', () => {
    const odd = [{ code: 'SEK' as const, display: 'kr\t', name: 'Swedish\nKrona\r', main: false }];
    expect(writeCurrencyOptions(odd)).toBe('SEK\tkr \tSwedish Krona \t0');
    expect(readCurrencyOptions(writeCurrencyOptions(odd))).toEqual([
      { code: 'SEK', display: 'kr ', name: 'Swedish Krona ', main: false },
    ]);
  });

  it('leaves out lines that are not entries of a currency the storefront knows', () => {
    expect(
      readCurrencyOptions(
        'EUR\t€\tEuro\t1\nbad\nusd\t$\tUS Dollar\t1\nXXX\tX\tNo Such\t0\nGBP\t£\tPound\t2\nJPY\t¥\tYen\t0\textra\nCHF\tCHF\tSwiss Franc\t0',
      ),
    ).toEqual([
      { code: 'EUR', display: '€', name: 'Euro', main: true },
      { code: 'CHF', display: 'CHF', name: 'Swiss Franc', main: false },
    ]);
  });
});
