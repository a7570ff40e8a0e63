import { describe, expect, it } from 'vitest';
import { CURRENCY_COOKIE_MAX_AGE, currencyCookie, serializeCurrencyCookie } from './currencyCookie';
import { selectCurrency } from './selectCurrency';

describe('selectCurrency', () => {
  it('prefers a valid cookie', () => {
    expect(
      selectCurrency({ cookie: 'gbp', cityCountryCurrency: 'EUR', primaryCityCountryCurrency: 'USD' }),
    ).toBe('GBP');
  });
  it('then the city page’s country currency', () => {
    expect(
      selectCurrency({ cookie: 'XXX', cityCountryCurrency: 'EUR', primaryCityCountryCurrency: 'AED' }),
    ).toBe('EUR');
    expect(selectCurrency({ cityCountryCurrency: ' inr ', primaryCityCountryCurrency: 'AED' })).toBe('INR');
  });
  it('then the primary city’s country currency', () => {
    expect(selectCurrency({ cookie: '', cityCountryCurrency: null, primaryCityCountryCurrency: 'AED' })).toBe(
      'AED',
    );
  });
  it('accepts only currencies the catalogue offers when that list is given', () => {
    expect(selectCurrency({ cookie: 'GBP', cityCountryCurrency: 'EUR', available: ['EUR', 'USD'] })).toBe(
      'EUR',
    );
    expect(selectCurrency({ cookie: 'GBP', available: [] })).toBe('USD');
  });
  it('falls back to USD', () => {
    expect(selectCurrency({})).toBe('USD');
    expect(selectCurrency({ cookie: 'RUB', cityCountryCurrency: 'euro' })).toBe('USD');
  });
});

describe('currencyCookie', () => {
  it('lasts a year on the parent domain', () => {
    expect(CURRENCY_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(currencyCookie(' eur ', 'www.example.com')).toEqual({
      name: 'currentCurrency',
      value: 'EUR',
      maxAge: 31_536_000,
      path: '/',
      domain: 'example.com',
      sameSite: 'Lax',
      secure: true,
    });
    expect(serializeCurrencyCookie(currencyCookie('EUR', 'www.example.com'))).toBe(
      'currentCurrency=EUR; Max-Age=31536000; Path=/; Domain=example.com; SameSite=Lax; Secure',
    );
  });
  it('is host-only on localhost and IPs and not Secure in development', () => {
    expect(serializeCurrencyCookie(currencyCookie('EUR', 'localhost:4321'))).toBe(
      'currentCurrency=EUR; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(serializeCurrencyCookie(currencyCookie('EUR', '127.0.0.1:4321'))).toBe(
      'currentCurrency=EUR; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(serializeCurrencyCookie(currencyCookie('EUR', 'book.site.localhost:4321'))).toBe(
      'currentCurrency=EUR; Max-Age=31536000; Path=/; Domain=site.localhost; SameSite=Lax',
    );
  });
  it('encodes odd values', () => {
    expect(serializeCurrencyCookie(currencyCookie('a;b', 'example.com'))).toBe(
      'currentCurrency=A%3BB; Max-Age=31536000; Path=/; Domain=example.com; SameSite=Lax; Secure',
    );
  });
});
