import { z } from 'zod';
import { filledFields } from '../../../lib/rules/filledFields';
import { logger } from '../../../lib/log/logger';

const logs = logger('hoho');

/** The custom type of a hop-on hop-off route document (spec 001 §2 "hoho routes"). */
export const HOHO_ROUTES_TYPE = 'hoho_routes';

export interface HohoStop {
  name: string;
  lat: number;
  lng: number;
  attractions: string[];
  note?: string | undefined;
  position: number | undefined;
}

export interface HohoRoute {
  /** The document's uid: the route's stable key on the page (anchors, tabs). */
  key: string;
  name: string;
  operator: string;
  colour: string;
  position: number | undefined;
  frequencyMinutes: number | undefined;
  firstBus: string | undefined;
  lastBus: string | undefined;
  loopMinutes: number | undefined;
  commentaryLanguages: string[];
  liveGuide: boolean;
  tgids: number[];
  stops: HohoStop[];
}

/** Colours for routes whose own colour is missing or malformed (dark enough on white). */
const FALLBACK_COLOURS = ['#b91c1c', '#1d4ed8', '#15803d', '#7e22ce', '#c2410c'];

// `.optional()` first: an absent field is fine and reads as absent (zod 4 keys are required otherwise).
const text = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' ? value.trim() : ''))
  .pipe(z.string());
const positiveNumber = z
  .unknown()
  .optional()
  .transform((value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
  });
const clock = z
  .unknown()
  .optional()
  .transform((value) =>
    typeof value === 'string' && /^([01]?\d|2[0-3]):[0-5]\d$/.test(value.trim()) ? value.trim() : undefined,
  );
/** A comma-separated text or an array of texts. */
const list = z
  .unknown()
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [])
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  );
const coordinate = (limit: number) =>
  z.union([z.number(), z.string().trim().min(1).transform(Number)]).pipe(z.number().min(-limit).max(limit));

const stopSchema = z.object({
  name: z.string().trim().min(1),
  lat: coordinate(90),
  lng: coordinate(180),
  attractions: list,
  note: text.transform((value) => value || undefined).optional(),
  position: positiveNumber,
});

const routeSchema = z.object({
  name: z.string().trim().min(1),
  operator: z.string().trim().min(1),
  colour: z.unknown().optional(),
  position: positiveNumber,
  frequency_minutes: positiveNumber,
  first_bus: clock,
  last_bus: clock,
  loop_duration_minutes: positiveNumber,
  commentary_languages: list,
  live_guide: z
    .unknown()
    .optional()
    .transform((value) => value === true || value === 'true' || value === 'Yes'),
  tgids: list.transform((items) => items.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0)),
  stops: z.array(z.unknown()),
});

/**
 * One `hoho_routes` document as the page uses it: name, operator and at least two stops with
 * coordinates are required (else the route is logged and skipped); a stop without a name or with
 * coordinates out of range is logged and skipped; a malformed colour gets one of the fallback colours,
 * other malformed optional fields read as absent.
 * @example parseHohoRoute({ uid: 'big-bus-red-route', data: { name: 'Red Route', operator: 'Big Bus Tours', colour: '#c8102e', stops: [...] } }, 0)?.colour === '#c8102e'
 */
export function parseHohoRoute(
  document: { uid: string | null; data: unknown },
  index: number,
  log: (message: string) => void = (message: string) => logs.warn(message),
): HohoRoute | undefined {
  const key = (document.uid ?? '').replace(/[^a-z0-9-]+/gi, '-').toLowerCase() || `route-${index + 1}`;
  const parsed = routeSchema.safeParse(filledFields(document.data));
  if (!parsed.success) {
    log(`[hoho] route ${key} has no name, operator or stop list; skipped`);
    return undefined;
  }
  const route = parsed.data;
  const stops = route.stops.flatMap((row, at) => {
    const stop = stopSchema.safeParse(filledFields(row));
    if (stop.success) return [stop.data];
    const field = stop.error.issues[0]?.path.join('.') ?? '';
    log(`[hoho] stop ${at + 1} of route ${key} has no name or no valid coordinates (${field}); skipped`);
    return [];
  });
  if (stops.length < 2) {
    log(`[hoho] route ${key} has fewer than two valid stops; skipped`);
    return undefined;
  }
  const colour =
    typeof route.colour === 'string' && /^#[0-9a-f]{6}$/i.test(route.colour.trim())
      ? route.colour.trim().toLowerCase()
      : undefined;
  if (!colour) log(`[hoho] route ${key} has no colour such as #c8102e; a fallback colour is used`);
  return {
    key,
    name: route.name,
    operator: route.operator,
    colour: colour ?? FALLBACK_COLOURS[index % FALLBACK_COLOURS.length] ?? '#1d4ed8',
    position: route.position,
    frequencyMinutes: route.frequency_minutes,
    firstBus: route.first_bus,
    lastBus: route.last_bus,
    loopMinutes: route.loop_duration_minutes,
    commentaryLanguages: route.commentary_languages,
    liveGuide: route.live_guide,
    tgids: route.tgids,
    stops,
  };
}

/**
 * Routes in page order: by `position`, then by name.
 * @example sortRoutes([{ name: 'B', position: 2 }, { name: 'A', position: 1 }]).map((r) => r.name) → ['A', 'B']
 */
export function sortRoutes<T extends { name: string; position: number | undefined }>(
  routes: readonly T[],
): T[] {
  return [...routes].sort(
    (a, b) =>
      (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name),
  );
}
