/** A point on the globe in decimal degrees. */
export interface LatLon {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in kilometres (haversine). The catalogue's "nearby" and the
 * pages' distances are measured by this one.
 * @example distanceKm({ latitude: 41.9, longitude: 12.5 }, { latitude: 48.86, longitude: 2.35 }) // ≈ 1106
 */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
