import { z } from 'zod';
import { parseSecretBody } from './secretBody';
import type { CatalogueChange } from '../../cache/catalogueChanges';

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

/** The body of POST /api/catalogue-events; unknown fields are refused (a typo must not pass silently). */
export const catalogueEventSchema = z
  .strictObject({
    secret: z.string().max(1024).nullish(),
    tgids: list(id),
    collections: list(id),
    cities: list(cityCode),
  })
  .refine((event) => event.tgids.length + event.collections.length + event.cities.length > 0, {
    message: 'name at least one tgid, collection or city',
  });
export type CatalogueEvent = z.infer<typeof catalogueEventSchema>;

/**
 * Parses a catalogue event body into the change it publishes (deduplicated), or a message saying what
 * is wrong; the secret is read either way, so that only its sender learns what is wrong with the rest.
 * @example parseCatalogueEvent('{"secret":"s","tgids":[4040,4040],"cities":["ROME"]}') → { ok: true, secret: 's', change: { tgids: [4040], collectionIds: [], cityCodes: ['ROME'] } }
 */
export function parseCatalogueEvent(
  text: string,
):
  | { ok: true; secret: string | undefined; change: CatalogueChange }
  | { ok: false; message: string; secret?: string } {
  const result = parseSecretBody(text, catalogueEventSchema, 'Invalid catalogue event');
  if (!result.ok) return result;
  const event = result.data;
  return {
    ok: true,
    secret: event.secret ?? undefined,
    change: {
      tgids: [...new Set(event.tgids)],
      collectionIds: [...new Set(event.collections)],
      cityCodes: [...new Set(event.cities)],
    },
  };
}
