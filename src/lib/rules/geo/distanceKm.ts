/** A point on the globe in decimal degrees. */
export interface LatLon {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in kilometres (haversine). Import-free: the catalogue's seed and service use it
 * as well as the pages.
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

/**
 * The places nearest to `from`, closest first, without `from` itself (same id) and without places
 * lacking usable coordinates; each with its distance rounded to 0.1 km.
 * @example nearestPlaces({ id: 1, latitude: 51.5115, longitude: -0.1200 }, theatres, 3)[0].distanceKm === 0.3
 */
export function nearestPlaces<T extends LatLon & { id: number }>(
  from: LatLon & { id: number },
  places: readonly T[],
  limit: number,
): (T & { distanceKm: number })[] {
  return places
    .filter(
      (place) => place.id !== from.id && Number.isFinite(place.latitude) && Number.isFinite(place.longitude),
    )
    .map((place) => ({ ...place, distanceKm: Math.round(distanceKm(from, place) * 10) / 10 }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id)
    .slice(0, Math.max(0, limit));
}
