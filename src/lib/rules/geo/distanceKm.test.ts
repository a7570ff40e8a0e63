import { describe, expect, it } from 'vitest';
import { distanceKm, nearestPlaces } from './distanceKm';

describe('distances', () => {
  it('are great-circle kilometres', () => {
    expect(
      Math.round(distanceKm({ latitude: 41.9, longitude: 12.5 }, { latitude: 48.86, longitude: 2.35 })),
    ).toBe(1106);
    expect(distanceKm({ latitude: 51.5, longitude: -0.12 }, { latitude: 51.5, longitude: -0.12 })).toBe(0);
  });

  it('rank the nearest places, leaving out the place itself and places without coordinates', () => {
    const lyceum = { id: 60001, latitude: 51.5115, longitude: -0.1199 };
    const places = [
      { id: 60001, latitude: 51.5115, longitude: -0.1199 },
      { id: 60002, latitude: 51.4959, longitude: -0.1424 },
      { id: 60011, latitude: 51.5129, longitude: -0.1195 },
      { id: 60099, latitude: Number.NaN, longitude: 0 },
      { id: 60012, latitude: 51.5129, longitude: -0.1223 },
    ];
    expect(nearestPlaces(lyceum, places, 2).map((p) => [p.id, p.distanceKm])).toEqual([
      [60011, 0.2],
      [60012, 0.2],
    ]);
    expect(nearestPlaces(lyceum, places, 10).map((p) => p.id)).toEqual([60011, 60012, 60002]);
    expect(nearestPlaces(lyceum, places, -1)).toEqual([]);
  });
});
