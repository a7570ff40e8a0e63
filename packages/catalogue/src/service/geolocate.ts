import type { CatalogueContext } from './context.ts';
import { cityAnswer, cityQuery } from './places.ts';
import { distanceKm } from '../contract/geo.ts';

export type GeoHint = { latitude: number; longitude: number } | { country: string } | null;

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
