import { describe, expect, it } from 'vitest';
import { geoUri } from './geoUri';

describe('geoUri', () => {
  it('gives a geo: link with the place’s name as its label', () => {
    expect(
      geoUri({ name: 'Apollo Victoria Theatre', latitude: 51.4957, longitude: -0.1425, address: '' }),
    ).toBe('geo:51.4957,-0.1425?q=51.4957,-0.1425(Apollo%20Victoria%20Theatre)');
  });
  it('rounds to six decimals and leaves an empty name out', () => {
    expect(geoUri({ name: ' ', latitude: 41.89021012, longitude: 12.4922309, address: '' })).toBe(
      'geo:41.89021,12.492231?q=41.89021,12.492231',
    );
  });
  it('answers nothing for coordinates off the globe', () => {
    expect(geoUri({ name: 'x', latitude: 91, longitude: 0, address: '' })).toBeUndefined();
    expect(geoUri({ name: 'x', latitude: 0, longitude: Number.NaN, address: '' })).toBeUndefined();
  });
});
