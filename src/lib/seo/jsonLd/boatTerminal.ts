import type { BoatTerminal, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT } from './common';

export interface BoatTerminalInput {
  name: string;
  /** Absolute URL of the pier on its page (`…/#pier-61001`). */
  url: string;
  address: string;
  latitude: number;
  longitude: number;
}

/**
 * A boarding pier as a BoatTerminal (a Place): address and coordinates. Undefined without a name.
 * @example boatTerminal({ name: 'Port de Suffren', url: 'https://x.com/seine/#pier-61002', address: 'Port de Suffren, 75007 Paris', latitude: 48.8577, longitude: 2.2898 }).geo.latitude === 48.8577
 */
export function boatTerminal(input: BoatTerminalInput): WithContext<BoatTerminal> | undefined {
  const name = input.name.trim();
  if (!name) return undefined;
  const located = Number.isFinite(input.latitude) && Number.isFinite(input.longitude);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BoatTerminal',
    name,
    url: input.url,
    ...(input.address.trim() && {
      address: { '@type': 'PostalAddress', streetAddress: input.address.trim() },
    }),
    ...(located && {
      geo: { '@type': 'GeoCoordinates', latitude: input.latitude, longitude: input.longitude },
    }),
  };
}
