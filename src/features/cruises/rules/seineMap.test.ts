import { describe, expect, it } from 'vitest';
import { pathOf, projection, SEINE_COURSE } from './seineMap';

describe('the Seine map', () => {
  const frame = { width: 720, height: 300, margin: 0 };

  it('projects the north-west corner to the top left and keeps proportions', () => {
    const points = [
      { latitude: 48.85, longitude: 2.28 },
      { latitude: 48.87, longitude: 2.37 },
    ];
    const { project } = projection(points, frame);
    const corner = project({ latitude: 48.87, longitude: 2.28 });
    const opposite = project({ latitude: 48.85, longitude: 2.37 });
    // The drawing is as wide as the frame; its height follows cos(latitude).
    expect(corner.x).toBe(0);
    expect(opposite.x).toBe(720);
    const expectedHeight = 720 * (0.02 / (0.09 * Math.cos((48.86 * Math.PI) / 180)));
    expect(opposite.y - corner.y).toBeCloseTo(expectedHeight, 0);
    expect(corner.y).toBeCloseTo((300 - expectedHeight) / 2, 0);
  });

  it('places the Eiffel Tower pier west of Notre-Dame and the river inside the frame', () => {
    const { project } = projection(SEINE_COURSE.flat(), { width: 720, height: 300, margin: 0.0015 });
    const bourdonnais = project({ latitude: 48.8597, longitude: 2.2927 });
    const tournelle = project({ latitude: 48.8509, longitude: 2.3546 });
    expect(bourdonnais.x).toBeLessThan(tournelle.x);
    expect(bourdonnais.y).toBeLessThan(tournelle.y);
    for (const point of SEINE_COURSE.flat().map(project)) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(720);
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThanOrEqual(300);
    }
  });

  it('writes SVG paths', () => {
    expect(
      pathOf([
        { x: 0, y: 1 },
        { x: 2.5, y: 3 },
      ]),
    ).toBe('M0 1L2.5 3');
    expect(pathOf([])).toBe('');
  });
});
