import { z } from 'zod';
import { filledFields } from '../../../lib/rules/filledFields';
import { logger } from '../../../lib/log/logger';

const log = logger('content');

/** How a visitor can reach the attraction; each has its label in the `contentPage` bundle. */
export const TRAVEL_MODES = ['metro', 'bus', 'tram', 'train', 'walk', 'taxi'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/** Cards shown before the rest fold into "show more", unless the document says otherwise. */
export const DEFAULT_TICKET_LIMIT = 6;

// Prismic number fields arrive as numbers, hand-written JSON sometimes as numeric text.
const id = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().positive().max(2_147_483_647));
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const richText = z.array(z.looseObject({ type: z.string(), text: z.string() })).min(1);
const text = z.string().trim().min(1);
const travel = z.object({ mode: z.enum(TRAVEL_MODES), text });

const fields = z.object({
  poi_id: optional(id),
  tagged_collection: optional(id),
  itinerary_tgid: optional(id),
  about: optional(richText),
  plan_your_visit: optional(richText),
  getting_there: z.array(z.unknown()).catch([]),
  visit_duration_minutes: optional(id.pipe(z.number().max(24 * 60))),
  accessibility: optional(text),
  ticket_limit: optional(id.pipe(z.number().max(50))),
});

export interface ContentDocument {
  poiId: number | undefined;
  collectionId: number | undefined;
  itineraryTgid: number | undefined;
  about: unknown;
  planYourVisit: unknown;
  gettingThere: { mode: TravelMode; text: string }[];
  visitMinutes: number | undefined;
  accessibility: string | undefined;
  ticketLimit: number;
}

/**
 * The fields of a `content_page` document (docs/content-model.md): each malformed field reads as
 * absent (its section is then left out) and a malformed `getting_there` row is dropped with a warning;
 * the page never fails on its document.
 * @example contentDocument({ poi_id: '176', getting_there: [{ mode: 'metro', text: 'Line B to Colosseo' }] }, 'x').poiId === 176
 */
export function contentDocument(data: Record<string, unknown>, uid: string): ContentDocument {
  const parsed = fields.parse(filledFields(data));
  const gettingThere = parsed.getting_there.flatMap((row, index) => {
    const result = travel.safeParse(filledFields(row));
    if (!result.success) log.warn(`${uid}: getting_there row ${index} dropped (mode or text)`);
    return result.success ? [result.data] : [];
  });
  return {
    poiId: parsed.poi_id,
    collectionId: parsed.tagged_collection,
    itineraryTgid: parsed.itinerary_tgid,
    about: parsed.about,
    planYourVisit: parsed.plan_your_visit,
    gettingThere,
    visitMinutes: parsed.visit_duration_minutes,
    accessibility: parsed.accessibility,
    ticketLimit: parsed.ticket_limit ?? DEFAULT_TICKET_LIMIT,
  };
}
