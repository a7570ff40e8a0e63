import type { LatLng } from './mapProjection';

export interface RouteStops {
  key: string;
  name: string;
  stops: readonly (LatLng & { name: string; number: number })[];
}

export interface MapMarker extends LatLng {
  name: string;
  /** Every route calling here, in route order, with the stop's number on it. */
  visits: { routeKey: string; routeName: string; number: number }[];
}

/** Stops closer than this (degrees, about 10 m) are one marker. */
const SAME_PLACE = 1e-4;

/**
 * The markers of a route map: one per place, so a stop served by several routes is drawn (and focused)
 * once and names every route calling there; places keep the order in which the routes first reach them.
 * @example mapMarkers([{ key: 'red', name: 'Red', stops: [A1] }, { key: 'blue', name: 'Blue', stops: [A1 again] }])[0].visits.length === 2
 */
export function mapMarkers(routes: readonly RouteStops[]): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const route of routes) {
    for (const stop of route.stops) {
      const visit = { routeKey: route.key, routeName: route.name, number: stop.number };
      const same = markers.find(
        (marker) =>
          Math.abs(marker.lat - stop.lat) < SAME_PLACE && Math.abs(marker.lng - stop.lng) < SAME_PLACE,
      );
      if (same) same.visits.push(visit);
      else markers.push({ lat: stop.lat, lng: stop.lng, name: stop.name, visits: [visit] });
    }
  }
  return markers;
}
