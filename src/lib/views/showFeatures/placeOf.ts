import { z } from 'zod';
import type { Place } from '../../rules/geo/geoUri';

const place = z.object({
  name: z.string().trim().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string().trim().catch(''),
});

/**
 * The catalogue's `startLocation` of a product, checked at the edge: a place with a name and
 * coordinates on the globe, else undefined (no map part).
 * @example placeOf({ name: 'Colosseum', latitude: 41.8902, longitude: 12.4922, address: 'Piazza del Colosseo, 1' })?.name === 'Colosseum'
 */
export function placeOf(value: unknown): Place | undefined {
  return place.safeParse(value).data;
}
