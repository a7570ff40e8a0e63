import { isFiniteNumber } from '../isFiniteNumber';

/** A place on the map: its name, coordinates (WGS 84) and street address. */
export interface Place {
  name: string;
  latitude: number;
  longitude: number;
  address: string;
}

const fixed = (value: number) => String(Math.round(value * 1e6) / 1e6);

/**
 * The "open in maps" link of a place (RFC 5870 `geo:` URI, with the name as the query label that
 * phones' map apps show): no map host is named, the visitor's own maps app opens it. Undefined for
 * coordinates off the globe.
 * @example geoUri({ name: 'Apollo Victoria Theatre', latitude: 51.4957, longitude: -0.1425, address: '' })
 *   === 'geo:51.4957,-0.1425?q=51.4957,-0.1425(Apollo%20Victoria%20Theatre)'
 */
export function geoUri(place: Place): string | undefined {
  const { latitude, longitude } = place;
  if (!isFiniteNumber(latitude) || !isFiniteNumber(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  const at = `${fixed(latitude)},${fixed(longitude)}`;
  const label = place.name.trim();
  return `geo:${at}?q=${at}${label ? `(${encodeURIComponent(label)})` : ''}`;
}
