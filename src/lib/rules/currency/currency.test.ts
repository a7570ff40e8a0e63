import { describe, expect, it } from 'vitest';
import { CURRENCY_COOKIE_MAX_AGE, currencyCookie, serializeCurrencyCookie } from './currencyCookie';
import { selectCurrency } from './selectCurrency';
import { cookieContextFor } from '../../security/cookieContext';

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
    expect(currencyCookie(' eur ', cookieContextFor('www.example.com'))).toEqual({
      name: 'currentCurrency',
      value: 'EUR',
      maxAge: 31_536_000,
      path: '/',
      domain: 'example.com',
      sameSite: 'Lax',
      secure: true,
    });
    expect(serializeCurrencyCookie(currencyCookie('EUR', cookieContextFor('www.example.com')))).toBe(
      'currentCurrency=EUR; Max-Age=31536000; Path=/; Domain=example.com; SameSite=Lax; Secure',
    );
  });
  it('is host-only on localhost and IPs and not Secure in development', () => {
    expect(serializeCurrencyCookie(currencyCookie('EUR', cookieContextFor('localhost:4321')))).toBe(
      'currentCurrency=EUR; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(serializeCurrencyCookie(currencyCookie('EUR', cookieContextFor('127.0.0.1:4321')))).toBe(
      'currentCurrency=EUR; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(serializeCurrencyCookie(currencyCookie('EUR', cookieContextFor('book.site.localhost:4321')))).toBe(
      'currentCurrency=EUR; Max-Age=31536000; Path=/; Domain=site.localhost; SameSite=Lax',
    );
  });
  it('finds the parent domain with the public suffix list, private suffixes included (issue 20 §5)', () => {
    const domainOf = (host: string) => currencyCookie('EUR', cookieContextFor(host)).domain;
    expect(domainOf('tickets.example.co.uk')).toBe('example.co.uk');
    expect(domainOf('tickets.example.com.de')).toBe('example.com.de');
    expect(domainOf('shop.example.co.at')).toBe('example.co.at');
    expect(domainOf('tickets.example.com.ua')).toBe('example.com.ua');
    expect(domainOf('foo.github.io')).toBe('foo.github.io');
    expect(domainOf('book.foo.github.io')).toBe('foo.github.io');
    expect(domainOf('my-shop.netlify.app')).toBe('my-shop.netlify.app');
    expect(domainOf('www.example.com:443')).toBe('example.com');
  });
  it('is host-only on a public suffix itself, localhost, IPs (v4 and v6)', () => {
    for (const host of [
      'github.io',
      'co.uk',
      'localhost',
      'localhost:4321',
      '127.0.0.1',
      '10.0.0.2:80',
      '[::1]:4321',
    ])
      expect(currencyCookie('EUR', cookieContextFor(host)).domain, host).toBeUndefined();
  });
  it('never puts a domain that does not cover the host (a stale or foreign value)', () => {
    expect(
      currencyCookie('EUR', { host: 'www.example.com', https: true, domain: 'other.com' }).domain,
    ).toBeUndefined();
    expect(
      currencyCookie('EUR', { host: 'www.example.com', https: true, domain: 'ample.com' }).domain,
    ).toBeUndefined();
    expect(currencyCookie('EUR', { host: 'www.example.com', https: true }).domain).toBeUndefined();
  });
  it('encodes odd values', () => {
    expect(serializeCurrencyCookie(currencyCookie('a;b', cookieContextFor('example.com')))).toBe(
      'currentCurrency=A%3BB; Max-Age=31536000; Path=/; Domain=example.com; SameSite=Lax; Secure',
    );
  });
});
