import type { TouristDestination, WithContext } from 'schema-dts';
import { absoluteUrls, SCHEMA_CONTEXT } from './common';

export interface TouristDestinationInput {
  name: string;
  /** Absolute URL of the destination's page. */
  url: string;
  description?: string | undefined;
  images: readonly string[];
  /** The country a city lies in (a country destination has none). */
  country?: string | undefined;
  /** The cities it contains (a country's), each with its page. */
  includes?: readonly { name: string; url: string }[];
}

/**
 * A country or city as a TouristDestination: name, page, description, pictures, the country it lies
 * in and the cities it contains (`containsPlace`). Undefined without a name.
 * @example touristDestination({ name: 'Rome', url: 'https://x.com/italy/rome/', images: [], country: 'Italy' })?.containedInPlace → { '@type': 'Country', name: 'Italy' }
 */
export function touristDestination(
  input: TouristDestinationInput,
): WithContext<TouristDestination> | undefined {
  const name = input.name.trim();
  if (!name) return undefined;
  const images = absoluteUrls(input.images, input.url);
  const description = input.description?.trim();
  const includes = (input.includes ?? []).filter((place) => place.name.trim() && place.url);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'TouristDestination',
    name,
    url: input.url,
    ...(description && { description }),
    ...(images.length > 0 && { image: images }),
    ...(input.country && { containedInPlace: { '@type': 'Country', name: input.country } }),
    ...(includes.length > 0 && {
      containsPlace: includes.map((place) => ({
        '@type': 'City' as const,
        name: place.name,
        url: place.url,
      })),
    }),
  };
}
