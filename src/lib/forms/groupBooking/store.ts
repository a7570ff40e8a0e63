import { createHash } from 'node:crypto';
import type { CatalogueClient } from '../../catalogue/client';
import type { StoreDb } from '../../store/store';
import type { GroupBooking, GroupLimits } from '../../rules/validation/groupBooking';
import { logger } from '../../log/logger';

const log = logger('group-booking');

/** Where a request came from: never taken from the visitor's own words, only from the page and host. */
export interface GroupOrigin {
  /** The matched microsite's domain (never the raw Host). */
  site: string;
  language: string;
  pagePath: string;
  tgid?: number | undefined;
  collectionId?: number | undefined;
}

export type StoreResult = { ok: true } | { ok: false };

/** A double submit is the same submission within this window (or the one before it): one hour. */
export const SUBMISSION_WINDOW_MS = 3_600_000;

const squash = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The double-submit key: a SHA-256 of the normalised submission (site, product or collection, the
 * fields with whitespace and case of free text folded) and its time window. Nothing per visitor goes into
 * the page: the same words sent twice are the same key, so the cached form needs no token.
 * @example submissionKey(booking, origin, 5) === submissionKey({ ...booking, name: booking.name.toUpperCase() }, origin, 5)
 */
export function submissionKey(booking: GroupBooking, origin: GroupOrigin, window: number): string {
  const parts = [
    origin.site,
    origin.tgid ?? '',
    origin.collectionId ?? '',
    squash(booking.name),
    squash(booking.email),
    booking.phone.replace(/\s+/g, ''),
    booking.date,
    booking.adults,
    booking.children,
    squash(booking.message),
    window,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Stores one validated group booking request once: the same submission again within its window or the
 * next one (a double click, a resent form, a retried request) is answered the same `{ ok: true }` and not
 * stored again; the unique index on (site, submission_key) makes that hold under concurrent posts too.
 * A database failure is logged and answered `{ ok: false }` (the form says "could not send"), never
 * thrown at the page.
 */
export async function storeGroupBooking(
  db: StoreDb,
  booking: GroupBooking,
  origin: GroupOrigin,
  now: () => number = Date.now,
): Promise<StoreResult> {
  const window = Math.floor(now() / SUBMISSION_WINDOW_MS);
  try {
    const earlier = await db
      .selectFrom('group_booking')
      .select('id')
      .where('site', '=', origin.site)
      .where('submission_key', '=', submissionKey(booking, origin, window - 1))
      .executeTakeFirst();
    if (earlier) return { ok: true };
    await db
      .insertInto('group_booking')
      .values({
        site: origin.site,
        language: origin.language,
        page_path: origin.pagePath,
        tgid: origin.tgid ?? null,
        collection_id: origin.collectionId ?? null,
        name: booking.name,
        email: booking.email,
        phone: booking.phone,
        date: booking.date,
        adults: booking.adults,
        children: booking.children,
        message: booking.message,
        submission_key: submissionKey(booking, origin, window),
      })
      .onConflict((conflict) => conflict.columns(['site', 'submission_key']).doNothing())
      .execute();
    return { ok: true };
  } catch (error) {
    log.error({ err: error }, 'a request could not be stored');
    return { ok: false };
  }
}

/**
 * The group size limits of a product or a collection, from the catalogue: the smallest minimum and the
 * largest maximum of its variants' pax limits (a collection: of the variants of its listed products, at
 * most 500). Unknown ids, or a catalogue that does not answer, give no limits (the form then checks only
 * "at least 1 adult").
 */
export async function loadGroupLimits(
  catalogue: Pick<CatalogueClient, 'listBy' | 'getVariants'>,
  target: { tgid?: number | undefined; collectionId?: number | undefined },
): Promise<GroupLimits> {
  let tgids: number[];
  if (target.tgid !== undefined) tgids = [target.tgid];
  else if (target.collectionId !== undefined) {
    const list = await catalogue.listBy('collection', target.collectionId, { limit: 500 });
    tgids = list?.items.map((item) => item.id) ?? [];
  } else return {};
  if (tgids.length === 0) return {};
  const answer = await catalogue.getVariants(tgids);
  const variants = answer?.tourGroups.flatMap((group) => group.variants) ?? [];
  if (variants.length === 0) return {};
  return limitsFrom(
    Math.min(...variants.map((variant) => variant.minPax)),
    Math.max(...variants.map((variant) => variant.maxPax)),
  );
}

/**
 * Database numbers (possibly strings or null) to limits; a missing or non-positive number is no limit.
 * @example limitsFrom('2', 40) → { min: 2, max: 40 }; limitsFrom(null, 0) → {}
 */
export function limitsFrom(min: unknown, max: unknown): GroupLimits {
  const positive = (value: unknown): number | undefined => {
    const n = Number(value);
    return value !== null && Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const limits: GroupLimits = {};
  const lo = positive(min);
  const hi = positive(max);
  if (lo !== undefined) limits.min = lo;
  if (hi !== undefined) limits.max = hi;
  return limits;
}
