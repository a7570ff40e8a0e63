import { describe, expect, it } from 'vitest';
import { currencyChange } from './currencyChange';

const url = (path: string) => new URL(path, 'http://colosseum.localhost:4321');

describe('currencyChange', () => {
  it('is undefined without the parameter', () => {
    expect(currencyChange(url('/ar/?page=2'), ['EUR'])).toBeUndefined();
  });
  it('accepts a known, offered code in any case and drops only the parameter', () => {
    expect(currencyChange(url('/fr/tours/?sort=price&currency=gbp&page=2'), ['GBP', 'EUR'])).toEqual({
      location: '/fr/tours/?sort=price&page=2',
      code: 'GBP',
    });
  });
  it('never answers a Location on another host (issue 20 §5)', () => {
    expect(
      currencyChange(new URL('http://colosseum.localhost:4321//evil.example/?currency=EUR'), ['EUR']),
    ).toEqual({
      location: '/',
      code: 'EUR',
    });
  });
  it('redirects to the bare path when the parameter was the only one', () => {
    expect(currencyChange(url('/?currency=USD'), undefined)).toEqual({ location: '/', code: 'USD' });
  });
  it('changes nothing for an unknown, malformed, unoffered or repeated code', () => {
    expect(currencyChange(url('/?currency=XYZ'), undefined)).toEqual({ location: '/' });
    expect(currencyChange(url('/?currency=%3Cscript%3E'), undefined)).toEqual({ location: '/' });
    expect(currencyChange(url('/?currency=JPY'), ['EUR'])).toEqual({ location: '/' });
    expect(currencyChange(url('/?currency=EUR&currency=USD'), undefined)).toEqual({ location: '/' });
    expect(currencyChange(url('/?currency='), undefined)).toEqual({ location: '/' });
  });
});
