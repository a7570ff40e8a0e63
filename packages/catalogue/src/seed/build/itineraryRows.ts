import type { Rng } from '../prng.ts';
import type { ProductSpec } from './productSpec.ts';

const TOURING = new Set([1010, 1011, 1012, 1013, 1014, 1027, 1028, 1024]);

export const hasItinerary = (spec: ProductSpec) =>
  TOURING.has(spec.subCategoryId) || spec.boardingPoiId !== null;

/**
 * The itinerary of a product that boards at a known point of interest (a curated cruise): it starts
 * and ends at its pier, the start naming the pier (`poiId`).
 */
export function boardingItineraryRow(spec: ProductSpec, pier: { id: number; names: Record<string, string> }) {
  const at = (type: 'START_LOCATION' | 'END_LOCATION', description: string) => ({
    type,
    name: pier.names['en'] ?? '',
    description,
    durationMinutes: 0,
    poiId: pier.id,
  });
  return {
    id: spec.tgid,
    tgid: spec.tgid,
    names: { en: `${spec.names['en'] ?? ''} itinerary` },
    sections: [
      at('START_LOCATION', 'Board at the pier; boarding opens 15 to 30 minutes before departure.'),
      at('END_LOCATION', 'The cruise returns to its pier.'),
    ],
  };
}

/**
 * An experience itinerary (id = tgid): a start point, 2–4 stops at points of interest of the city
 * with durations, and an end point.
 */
export function itineraryRow(
  spec: ProductSpec,
  cityPois: readonly { id: number; names: Record<string, string> }[],
  rng: Rng,
) {
  const stops = rng.sample(cityPois, Math.min(cityPois.length, rng.int(2, 4)));
  const total = spec.duration[0];
  const sections = [
    {
      type: 'START_LOCATION',
      name: 'Meeting point',
      description: 'Meet your guide at the marked meeting point.',
      durationMinutes: 0,
      poiId: null,
    },
    ...stops.map((stop) => ({
      type: 'STOP',
      name: stop.names['en'] ?? '',
      description: `Visit ${stop.names['en'] ?? ''}.`,
      durationMinutes: Math.max(10, Math.round(total / (stops.length + 1) / 5) * 5),
      poiId: stop.id,
    })),
    {
      type: 'END_LOCATION',
      name: 'Drop-off point',
      description: 'The experience ends near the starting point.',
      durationMinutes: 0,
      poiId: null,
    },
  ];
  return { id: spec.tgid, tgid: spec.tgid, names: { en: `${spec.names['en'] ?? ''} itinerary` }, sections };
}
