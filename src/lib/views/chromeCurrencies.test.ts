import { describe, expect, it } from 'vitest';
import {
  currencyHref,
  currencyHrefBase,
  currencyOptions,
  KNOWN_CURRENCIES,
  orderCurrencies,
} from './chromeCurrencies';

const row = (code: string, preferredOrder?: number) => ({
  code,
  localSymbol: '',
  displayName: code,
  preferredOrder,
});

describe('orderCurrencies', () => {
  it('puts the main currencies first in their own order, then the rest by preferred order, then code', () => {
    const answer = {
      currencies: [
        row('GBP', 1),
        row('MYR', 2),
        row('JPY', 3),
        row('USD', 40),
        row('AUD', 3),
        row('EUR', 50),
        row('CHF'),
        row('INR', 7),
      ],
    };
    expect(orderCurrencies(answer)).toEqual(['EUR', 'USD', 'INR', 'MYR', 'GBP', 'AUD', 'JPY', 'CHF']);
  });

  it('leaves out unknown and repeated codes, and reads codes case-insensitively', () => {
    expect(
      orderCurrencies({ currencies: [row('xyz', 1), row('gbp', 2), row('GBP', 3), row('sgd', 4)] }),
    ).toEqual(['SGD', 'GBP']);
  });

  it('gives nothing for a missing, malformed or useless answer', () => {
    expect(orderCurrencies(undefined)).toBeUndefined();
    expect(orderCurrencies({ currencies: 'EUR' })).toBeUndefined();
    expect(orderCurrencies({ currencies: [{ preferredOrder: 1 }] })).toBeUndefined();
    expect(orderCurrencies({ currencies: [row('XYZ', 1)] })).toBeUndefined();
  });

  it('falls back to every known currency, main ones first', () => {
    expect(KNOWN_CURRENCIES.slice(0, 7)).toEqual(['EUR', 'USD', 'AED', 'SGD', 'INR', 'MYR', 'AZN']);
    expect(KNOWN_CURRENCIES).toHaveLength(36);
  });
});

describe('currencyHref', () => {
  it('keeps the path and the other query parameters, and replaces any currency parameter', () => {
    expect(currencyHref(new URL('http://a.test/ar/tickets/?subcategory=3&currency=GBP&page=2'), 'EUR')).toBe(
      '/ar/tickets/?subcategory=3&page=2&currency=EUR',
    );
    expect(currencyHref(new URL('http://a.test/'), 'USD')).toBe('/?currency=USD');
    expect(currencyHrefBase(new URL('http://a.test/x/?currency=GBP&page=2'))).toBe('/x/?page=2&currency=');
  });

  it('encodes the kept parameters', () => {
    expect(currencyHref(new URL('http://a.test/x/?q=a%20b%26c'), 'AED')).toBe('/x/?q=a+b%26c&currency=AED');
  });
});

describe('currencyOptions', () => {
  it('gives each code its display, its name in the page language and whether it is a main one', () => {
    expect(currencyOptions(['EUR', 'AED', 'GBP'], { language: 'fr' })).toEqual([
      {
        code: 'EUR',
        display: '€',
        name: 'euro',
        main: true,
      },
      {
        code: 'AED',
        display: 'AED',
        name: 'dirham des Émirats arabes unis',
        main: true,
      },
      {
        code: 'GBP',
        display: '£',
        name: 'livre sterling',
        main: false,
      },
    ]);
  });

  it('names currencies in Arabic and Japanese', () => {
    expect(currencyOptions(['EUR', 'USD'], { language: 'ar' }).map((o) => o.name)).toEqual([
      'يورو',
      'دولار أمريكي',
    ]);
    expect(currencyOptions(['JPY'], { language: 'ja' })[0]?.name).toBe('日本円');
  });
});
