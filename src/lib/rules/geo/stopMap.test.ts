import { describe, expect, it } from 'vitest';
import { compassPoint, projectPoints } from './stopMap';

describe('itinerary map geometry', () => {
  it('names the 8 compass points between places', () => {
    const from = { latitude: 41.89, longitude: 12.49 };
    expect(compassPoint(from, { latitude: 41.9, longitude: 12.49 })).toBe('N');
    expect(compassPoint(from, { latitude: 41.9, longitude: 12.5 })).toBe('NE');
    expect(compassPoint(from, { latitude: 41.89, longitude: 12.5 })).toBe('E');
    expect(compassPoint(from, { latitude: 41.88, longitude: 12.48 })).toBe('SW');
    expect(compassPoint(from, { latitude: 41.88, longitude: 12.49 })).toBe('S');
    // Arch of Constantine to the Colosseum, then the Colosseum to the Roman Forum.
    expect(
      compassPoint({ latitude: 41.8898, longitude: 12.4906 }, { latitude: 41.8902, longitude: 12.4922 }),
    ).toBe('E');
    expect(
      compassPoint({ latitude: 41.8902, longitude: 12.4922 }, { latitude: 41.8925, longitude: 12.4853 }),
    ).toBe('NW');
  });

  it('fits places in the frame, north up, keeping proportions', () => {
    const frame = { width: 120, height: 120, padding: 10 };
    expect(
      projectPoints(
        [
          { latitude: 0, longitude: 0 },
          { latitude: 1, longitude: 1 },
        ],
        frame,
      ),
    ).toEqual([
      { x: 10, y: 110 },
      { x: 110, y: 10 },
    ]);
    // Twice as wide as tall: full width, centred vertically.
    expect(
      projectPoints(
        [
          { latitude: 0, longitude: 0 },
          { latitude: 0.5, longitude: 1 },
        ],
        frame,
      ),
    ).toEqual([
      { x: 10, y: 85 },
      { x: 110, y: 35 },
    ]);
  });

  it('puts one place, or places at one spot, in the middle; nothing for no places', () => {
    const frame = { width: 200, height: 100, padding: 10 };
    expect(projectPoints([{ latitude: 41.9, longitude: 12.5 }], frame)).toEqual([{ x: 100, y: 50 }]);
    expect(projectPoints([], frame)).toEqual([]);
    // A north–south line only: centred horizontally.
    expect(
      projectPoints(
        [
          { latitude: 0, longitude: 5 },
          { latitude: 1, longitude: 5 },
        ],
        frame,
      ).map((p) => p.x),
    ).toEqual([100, 100]);
  });
});
