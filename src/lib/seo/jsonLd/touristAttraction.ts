import type { TouristAttraction, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT, absoluteUrl } from './common';

export interface TouristAttractionInput {
  name: string;
  description?: string | undefined;
  /** Absolute URL of the page about it (its own page, or its place on a guide page). */
  url: string;
  /** Root-relative or absolute image URL, resolved against `url`. */
  image?: string | undefined;
}

/**
 * A sight as a TouristAttraction (a Place): name, description, image and URL. Undefined without a name.
 * @example touristAttraction({ name: 'Roman Forum', url: 'https://x.com/what-to-see/#roman-forum' })['@type'] === 'TouristAttraction'
 */
export function touristAttraction(input: TouristAttractionInput): WithContext<TouristAttraction> | undefined {
  const name = input.name.trim();
  if (!name) return undefined;
  const description = input.description?.trim();
  const image = absoluteUrl(input.image, input.url);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'TouristAttraction',
    name,
    url: input.url,
    ...(description && { description }),
    ...(image && { image }),
  };
}
