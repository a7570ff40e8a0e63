import type { DayOfWeek, OpeningHoursSpecification, PerformingArtsTheater, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT } from './common';

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** A weekday's hours as the catalogue's operating schedules give them. */
export interface DaySchedule {
  dayOfWeek: string;
  closed: boolean;
  openingTime: string | null;
  closingTime: string | null;
}

export interface TheaterInput {
  name: string;
  /** Absolute URL of the venue page. */
  url: string;
  description?: string | undefined;
  address: string;
  latitude: number;
  longitude: number;
  capacity?: number | undefined;
  /** The box office's weekly hours; closed days and malformed rows are left out. */
  hours: readonly DaySchedule[];
}

const time = (value: string | null) => (value && /^\d{2}:\d{2}/.test(value) ? value.slice(0, 5) : undefined);

/**
 * A theatre as a PerformingArtsTheater (a Place): address, coordinates, capacity and the box office's
 * opening hours by weekday (spec 001 §2 venues, "TouristAttraction/Place with opening hours").
 * Undefined without a name.
 * @example theater({ name: 'Lyceum Theatre', url: 'https://x.com/lyceum-theatre/', address: '21 Wellington Street', latitude: 51.5115, longitude: -0.1199, hours: [{ dayOfWeek: 'MONDAY', closed: false, openingTime: '10:00', closingTime: '20:00' }] }).openingHoursSpecification[0].opens === '10:00'
 */
export function theater(input: TheaterInput): WithContext<PerformingArtsTheater> | undefined {
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
  const located = Number.isFinite(input.latitude) && Number.isFinite(input.longitude);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'PerformingArtsTheater',
    name,
    url: input.url,
    ...(description && { description }),
    ...(input.address.trim() && {
      address: { '@type': 'PostalAddress', streetAddress: input.address.trim() },
    }),
    ...(located && {
      geo: { '@type': 'GeoCoordinates', latitude: input.latitude, longitude: input.longitude },
    }),
    ...(input.capacity && input.capacity > 0 && { maximumAttendeeCapacity: input.capacity }),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
  };
}
