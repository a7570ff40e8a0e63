import { z } from 'zod';
import { parseSecretBody } from './secretBody';

/**
 * What a catalogue change touched (docs/preview.md, "Catalogue changes"): tour groups by tgid,
 * collections by id, cities by code. Published by POST /api/catalogue-events; every in-process cache
 * of catalogue answers (and the page cache) drops what used one of them.
 */
export interface CatalogueChange {
  tgids: readonly number[];
  collectionIds: readonly number[];
  cityCodes: readonly string[];
}

/** A catalogue event names a few hundred entities at most; anything larger is refused before parsing. */
export const MAX_CATALOGUE_EVENT_BYTES = 64 * 1024;
/** At most this many ids (or codes) per list. */
export const MAX_CATALOGUE_EVENT_ITEMS = 1000;
/** PostgreSQL's int4, the type of the catalogue's ids. */
const INT4_MAX = 2_147_483_647;

const id = z.int().min(1, 'must be a positive id').max(INT4_MAX, 'must be within int4');
/** City codes as the catalogue spells them (`ROME`, `ABU_DHABI`; the API's `cityCode` parameter). */
export const CITY_CODE = /^[A-Z_]{2,40}$/;
const cityCode = z.string().regex(CITY_CODE, 'must be a city code such as ROME or ABU_DHABI');
const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(MAX_CATALOGUE_EVENT_ITEMS, `at most ${MAX_CATALOGUE_EVENT_ITEMS} items`).default([]);

/** An event's unique id, chosen by the sender (a UUID, `<source>:<sequence>`, …): a repeat is applied once. */
export const EVENT_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The body of POST /api/catalogue-events; unknown fields are refused (a typo must not pass silently).
 * The body is signed (`X-Catalogue-Signature`, catalogueSignature.ts), so it carries no secret.
 */
export const catalogueEventSchema = z
  .strictObject({
    id: z.string().regex(EVENT_ID, 'must be an event id of 1 to 128 letters, digits or ._:-'),
    tgids: list(id),
    collections: list(id),
    cities: list(cityCode),
  })
  .refine((event) => event.tgids.length + event.collections.length + event.cities.length > 0, {
    message: 'name at least one tgid, collection or city',
  });

/**
 * Parses a (signature-checked) catalogue event body into its id and the change it publishes
 * (deduplicated), or a message naming the first wrong field.
 * @example parseCatalogueEvent('{"id":"e1","tgids":[4040,4040],"cities":["ROME"]}') → { ok: true, id: 'e1', change: { tgids: [4040], collectionIds: [], cityCodes: ['ROME'] } }
 */
export function parseCatalogueEvent(
  text: string,
): { ok: true; id: string; change: CatalogueChange } | { ok: false; message: string } {
  const result = parseSecretBody(text, catalogueEventSchema, 'Invalid catalogue event');
  if (!result.ok) return { ok: false, message: result.message };
  const event = result.data;
  return {
    ok: true,
    id: event.id,
    change: {
      tgids: [...new Set(event.tgids)],
      collectionIds: [...new Set(event.collections)],
      cityCodes: [...new Set(event.cities)],
    },
  };
}
