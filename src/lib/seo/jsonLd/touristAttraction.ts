import type { DayOfWeek, OpeningHoursSpecification, TouristAttraction, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT, absoluteUrl } from './common';
import type { DaySchedule } from './theater';

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const time = (value: string | null) => (value && /^\d{2}:\d{2}/.test(value) ? value.slice(0, 5) : undefined);

export interface TouristAttractionInput {
  name: string;
  /** Absolute URL of the page about it (its own page, or its place on a guide page). */
  url: string;
  description?: string | undefined;
  /** Root-relative or absolute image URL, resolved against `url`. */
  image?: string | undefined;
  address?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
  /** The weekly hours in force; closed days and malformed rows are left out. */
  hours?: readonly DaySchedule[] | undefined;
}
/** The input of a content page's attraction (address, coordinates and hours known). */
export type AttractionInput = TouristAttractionInput;

function openingHours(days: readonly DaySchedule[]): OpeningHoursSpecification[] {
  return days.flatMap((day) => {
    const opens = time(day.openingTime);
    const closes = time(day.closingTime);
    const weekday = DAYS.find((candidate) => candidate === day.dayOfWeek.toUpperCase());
    if (day.closed || !opens || !closes || !weekday) return [];
    const dayOfWeek = `https://schema.org/${weekday[0]}${weekday.slice(1).toLowerCase()}` as DayOfWeek;
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes }];
  });
}

/**
 * A sight or attraction as a TouristAttraction (a Place): name, description, image, URL, and when known
 * its address, coordinates and opening hours by weekday with the closed days left out (spec 001 §2
 * content and shoulder pages). Undefined without a name.
 * @example touristAttraction({ name: 'Roman Forum', url: 'https://x.com/what-to-see/#roman-forum' })['@type'] === 'TouristAttraction'
 */
export function touristAttraction(input: TouristAttractionInput): WithContext<TouristAttraction> | undefined {
  const name = input.name.trim();
  if (!name) return undefined;
  const description = input.description?.trim();
  const image = absoluteUrl(input.image, input.url);
  const address = input.address?.trim();
  const { latitude, longitude } = input;
  const hours = openingHours(input.hours ?? []);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'TouristAttraction',
    name,
    url: input.url,
    ...(description && { description }),
    ...(image && { image }),
    ...(address && { address: { '@type': 'PostalAddress', streetAddress: address } }),
    ...(latitude !== undefined &&
      longitude !== undefined &&
      Number.isFinite(latitude) &&
      Number.isFinite(longitude) && { geo: { '@type': 'GeoCoordinates', latitude, longitude } }),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
  };
}
