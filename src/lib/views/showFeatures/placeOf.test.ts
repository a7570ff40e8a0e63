import { describe, expect, it } from 'vitest';
import { placeOf } from './placeOf';

describe('placeOf', () => {
  it('reads the catalogue’s startLocation', () => {
    expect(
      placeOf({
        name: ' Colosseum ',
        latitude: 41.8902,
        longitude: 12.4922,
        address: 'Piazza del Colosseo, 1',
      }),
    ).toEqual({
      name: 'Colosseum',
      latitude: 41.8902,
      longitude: 12.4922,
      address: 'Piazza del Colosseo, 1',
    });
  });
  it('keeps a place without a usable address, drops one without a name or off the globe', () => {
    expect(placeOf({ name: 'Pier', latitude: 48.86, longitude: 2.29, address: 7 })?.address).toBe('');
    expect(placeOf({ name: '', latitude: 48.86, longitude: 2.29, address: '' })).toBeUndefined();
    expect(placeOf({ name: 'x', latitude: 120, longitude: 2.29, address: '' })).toBeUndefined();
    expect(placeOf(null)).toBeUndefined();
  });
});
