import type { CatalogueDb } from '../../catalogue/db/open';
import type { GroupBooking, GroupLimits } from '../../rules/validation/groupBooking';

/** Where a request came from: never taken from the visitor's own words, only from the page and host. */
export interface GroupOrigin {
  site: string;
  language: string;
  pagePath: string;
  tgid?: number | undefined;
  collectionId?: number | undefined;
}

export type StoreResult = { ok: true } | { ok: false };

/**
 * Stores one validated group booking request. A database failure is logged and answered `{ ok: false }`
 * (the form says "could not send"), never thrown at the page.
 */
export async function storeGroupBooking(
  db: CatalogueDb,
  booking: GroupBooking,
  origin: GroupOrigin,
): Promise<StoreResult> {
  try {
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
      })
      .execute();
    return { ok: true };
  } catch (error) {
    console.error(new Error('[group booking] a request could not be stored', { cause: error }));
    return { ok: false };
  }
}

/**
 * The group size limits of a product or a collection: the smallest minimum and the largest maximum of
 * its variants' `min_pax`/`max_pax` (a collection: of all its products' variants). Unknown ids, or a
 * failing database, give no limits (the form then checks only "at least 1 adult").
 */
export async function loadGroupLimits(
  db: CatalogueDb,
  target: { tgid?: number | undefined; collectionId?: number | undefined },
): Promise<GroupLimits> {
  try {
    let query = db
      .selectFrom('variant')
      .select((eb) => [eb.fn.min('variant.min_pax').as('min'), eb.fn.max('variant.max_pax').as('max')]);
    if (target.tgid !== undefined) query = query.where('variant.tgid', '=', target.tgid);
    else if (target.collectionId !== undefined)
      query = query.where(
        'variant.tgid',
        'in',
        db
          .selectFrom('collection_tour_group')
          .select('collection_tour_group.tgid')
          .where('collection_tour_group.collection_id', '=', target.collectionId),
      );
    else return {};
    const row = await query.executeTakeFirst();
    return limitsFrom(row?.min, row?.max);
  } catch (error) {
    console.error(new Error('[group booking] group size limits could not be read', { cause: error }));
    return {};
  }
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
