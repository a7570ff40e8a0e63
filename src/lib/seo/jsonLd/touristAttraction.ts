import type { DayOfWeek, OpeningHoursSpecification, TouristAttraction, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT } from './common';
import type { DaySchedule } from './theater';

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const time = (value: string | null) => (value && /^\d{2}:\d{2}/.test(value) ? value.slice(0, 5) : undefined);

export interface AttractionInput {
  name: string;
  /** Absolute URL of the page about it. */
  url: string;
  description?: string | undefined;
  address: string;
  latitude: number | undefined;
  longitude: number | undefined;
  /** The weekly hours in force; closed days and malformed rows are left out. */
  hours: readonly DaySchedule[];
}

/**
 * An attraction as a TouristAttraction (a Place): address, coordinates and opening hours by weekday,
 * the closed days left out (spec 001 §2 content pages). Undefined without a name.
 * @example touristAttraction({ name: 'Colosseum', url: 'https://x.com/guide/', address: 'Piazza del Colosseo, 1', latitude: 41.89, longitude: 12.49, hours: [{ dayOfWeek: 'MONDAY', closed: false, openingTime: '08:30', closingTime: '16:30' }] }).openingHoursSpecification[0].closes === '16:30'
 */
export function touristAttraction(input: AttractionInput): WithContext<TouristAttraction> | undefined {
  const name = input.name.trim();
  if (!name) return undefined;
  const hours: OpeningHoursSpecification[] = input.hours.flatMap((day) => {
    const opens = time(day.openingTime);
    const closes = time(day.closingTime);
    const weekday = DAYS.find((candidate) => candidate === day.dayOfWeek.toUpperCase());
    if (day.closed || !opens || !closes || !weekday) return [];
    const dayOfWeek = `https://schema.org/${weekday[0]}${weekday.slice(1).toLowerCase()}` as DayOfWeek;
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes }];
  });
  const description = input.description?.trim();
  const { latitude, longitude } = input;
  const located = Number.isFinite(latitude) && Number.isFinite(longitude);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'TouristAttraction',
    name,
    url: input.url,
    ...(description && { description }),
    ...(input.address.trim() && {
      address: { '@type': 'PostalAddress', streetAddress: input.address.trim() },
    }),
    ...(located &&
      latitude !== undefined &&
      longitude !== undefined && {
        geo: { '@type': 'GeoCoordinates', latitude, longitude },
      }),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
  };
}
