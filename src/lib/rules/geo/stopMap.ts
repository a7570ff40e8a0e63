import type { LatLon } from './distanceKm';

export const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The 8-point compass direction from one place to another (initial great-circle bearing).
 * @example compassPoint({ latitude: 41.8898, longitude: 12.4906 }, { latitude: 41.8902, longitude: 12.4922 }) === 'E'
 */
export function compassPoint(from: LatLon, to: LatLon): CompassPoint {
  const φ1 = radians(from.latitude);
  const φ2 = radians(to.latitude);
  const Δλ = radians(to.longitude - from.longitude);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  const bearing = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return COMPASS_POINTS[Math.round(bearing / 45) % 8] ?? 'N';
}

export interface MapFrame {
  width: number;
  height: number;
  /** Empty space kept on every side, in the same units. */
  padding: number;
}

/**
 * Places on a flat map of `frame` (north up): an equirectangular projection with longitudes narrowed
 * by the cosine of the mean latitude, scaled to fit and centred; a single place (or places at one spot)
 * sits in the middle. Coordinates are rounded to 0.1.
 * @example projectPoints([{ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 1 }], { width: 120, height: 120, padding: 10 }) // [{ x: 10, y: 110 }, { x: 110, y: 10 }]
 */
export function projectPoints(points: readonly LatLon[], frame: MapFrame): { x: number; y: number }[] {
  if (points.length === 0) return [];
  const meanLat = points.reduce((sum, p) => sum + p.latitude, 0) / points.length;
  const squeeze = Math.cos(radians(meanLat));
  const flat = points.map((p) => ({ x: p.longitude * squeeze, y: -p.latitude }));
  const minX = Math.min(...flat.map((p) => p.x));
  const maxX = Math.max(...flat.map((p) => p.x));
  const minY = Math.min(...flat.map((p) => p.y));
  const maxY = Math.max(...flat.map((p) => p.y));
  const innerWidth = frame.width - 2 * frame.padding;
  const innerHeight = frame.height - 2 * frame.padding;
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const scale = Math.min(
    spanX > 0 ? innerWidth / spanX : Infinity,
    spanY > 0 ? innerHeight / spanY : Infinity,
  );
  const round = (value: number) => Math.round(value * 10) / 10;
  if (!Number.isFinite(scale)) return flat.map(() => ({ x: frame.width / 2, y: frame.height / 2 }));
  const offsetX = (frame.width - spanX * scale) / 2;
  const offsetY = (frame.height - spanY * scale) / 2;
  return flat.map((p) => ({
    x: round(offsetX + (p.x - minX) * scale),
    y: round(offsetY + (p.y - minY) * scale),
  }));
}
