import type { CatalogueContext } from './context.ts';
import { cityAnswer, cityQuery } from './places.ts';

export type GeoHint = { latitude: number; longitude: number } | { country: string } | null;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in kilometres (haversine).
 *
 * @example
 * distanceKm({ latitude: 41.9, longitude: 12.5 }, { latitude: 48.86, longitude: 2.35 }) // ≈ 1106
 */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * `/api/tours/v2/geolocate/city`: the catalogue city nearest to the visitor's coordinates, else the
 * most popular city of their country, else null.
 */
export async function geolocateCity(ctx: CatalogueContext, hint: GeoHint, language: string) {
  if (hint === null) return { city: null, source: null, distanceKm: null };
  if ('country' in hint) {
    const row = await cityQuery(ctx)
      .where('city.country_code', '=', hint.country)
      .orderBy('city.popularity', 'desc')
      .orderBy('city.code')
      .executeTakeFirst();
    return { city: row ? cityAnswer(row, language) : null, source: 'country', distanceKm: null };
  }
  const rows = await cityQuery(ctx).execute();
  let best: { row: (typeof rows)[number]; km: number } | null = null;
  for (const row of rows) {
    const km = distanceKm(hint, row);
    if (!best || km < best.km) best = { row, km };
  }
  return {
    city: best ? cityAnswer(best.row, language) : null,
    source: 'coordinates',
    distanceKm: best ? Math.round(best.km * 10) / 10 : null,
  };
}
