import { distanceKm, type LatLon } from '@storefront/catalogue/contract';

export { distanceKm, type LatLon };

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
