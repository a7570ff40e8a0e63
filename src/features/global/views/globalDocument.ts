import { z } from 'zod';
import { richTextToPlain } from '../../../lib/content/richText';
import { filledFields } from '../../../lib/rules/filledFields';

/** The five global page kinds, by document type (spec 001 §2 content types). */
export const GLOBAL_KINDS = {
  global_homepage: 'home',
  global_country: 'country',
  global_city: 'city',
  global_collection: 'collection',
  global_experience: 'experience',
} as const;
export type GlobalKind = (typeof GLOBAL_KINDS)[keyof typeof GLOBAL_KINDS];

/** Whether a document type is one of the global page types. */
export const isGlobalType = (type: string): type is keyof typeof GLOBAL_KINDS =>
  Object.hasOwn(GLOBAL_KINDS, type);

/** Ids as numbers, numeric text or comma-separated text (`"176, 190"`); bad items are dropped. */
const idList = z
  .unknown()
  .optional()
  .transform((value): number[] =>
    (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value])
      .map((item) => Number(typeof item === 'string' ? item.trim() : item))
      .filter((id) => Number.isSafeInteger(id) && id > 0),
  );
/** City or country codes, upper case, as a list or comma-separated text. */
const codeList = z
  .unknown()
  .optional()
  .transform((value): string[] =>
    (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
      .map((item) => String(item).trim().toUpperCase())
      .filter((code) => /^[A-Z0-9_]{2,40}$/.test(code)),
  );
const id = z.coerce.number().int().positive().optional().catch(undefined);
const code = (pattern: RegExp) =>
  z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'string' ? value.trim().toUpperCase() : ''))
    .transform((value) => (pattern.test(value) ? value : undefined));
const text = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' ? value.trim() : ''))
  .catch('');

const fields = z.object({
  name: text,
  country_code: code(/^[A-Z]{2}$/),
  city_code: code(/^[A-Z0-9_]{2,40}$/),
  collection_id: id,
  tgid: id,
  hero_image: text,
  featured_cities: codeList,
  top_collections: idList,
  top_experiences: idList,
});

/** A global document's fields as its page reads them; the entity is the one its type names. */
export interface GlobalDocument {
  kind: GlobalKind;
  /** The short name for tiles and breadcrumbs (`name`), else the title. */
  name: string;
  title: string;
  /** The catalogue entity: a country code, city code, collection id or tgid; undefined on the homepage or when missing. */
  entity: string | number | undefined;
  heroImage: string;
  featuredCities: string[];
  topCollections: number[];
  topExperiences: number[];
}

/**
 * Reads a global document's fields (src/features/global/README.md); a malformed field falls back to empty,
 * never throws.
 * @example globalDocument('global_city', { city_code: 'rome', name: 'Rome' }).entity === 'ROME'
 */
export function globalDocument(
  type: keyof typeof GLOBAL_KINDS,
  data: Record<string, unknown>,
): GlobalDocument {
  const parsed = fields.parse(filledFields(data));
  const kind = GLOBAL_KINDS[type];
  const title = richTextToPlain(data['title']);
  const entity = {
    home: undefined,
    country: parsed.country_code,
    city: parsed.city_code,
    collection: parsed.collection_id,
    experience: parsed.tgid,
  }[kind];
  return {
    kind,
    name: parsed.name || title,
    title,
    entity,
    heroImage: parsed.hero_image,
    featuredCities: parsed.featured_cities,
    topCollections: parsed.top_collections,
    topExperiences: parsed.top_experiences,
  };
}
