import { z } from 'zod';
import type { StoreDb } from '../store/store';
import { isValidEmail } from '../rules/validation/validateContact';
import { logger } from '../log/logger';

const log = logger('subscriptions');

/** The subscription events of spec 001 §7, one per kind of page with a sign-up form. */
export const SUBSCRIBE_EVENTS = [
  'City Page Subscribe',
  'News Page Subscribe',
  'Category/Sub Category Page Subscribe',
] as const;
export type SubscribeEvent = (typeof SUBSCRIBE_EVENTS)[number];

export type SubscribeResult =
  { ok: true; alreadySubscribed: boolean } | { ok: false; error: 'invalidEmail' | 'unavailable' };

const input = z.object({
  email: z.string().max(254),
  event: z.enum(SUBSCRIBE_EVENTS),
  site: z.string().min(1).max(253),
  language: z.string().min(2).max(5),
  pageUid: z.string().min(1).max(500),
});
export type SubscribeInput = z.input<typeof input>;

/**
 * An address as stored: trimmed and lower-cased. RFC 5321 lets a local part be case-sensitive, but no
 * mail provider we send to treats it so, and one row per person matters more for sign-ups.
 * @example normaliseEmail('  Ada.Lovelace@Example.COM ') === 'ada.lovelace@example.com'
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Stores a sign-up once per address, site and event. An invalid address is refused with
 * `invalidEmail` (the page shows 'Please enter a valid email'); a database failure is logged and
 * answered `unavailable`, never thrown at the page.
 * @example await subscribe(db, { email: 'ada@example.com', event: 'City Page Subscribe', site: 'paris-city-tickets.com', language: 'fr', pageUid: 'paris-city-tickets.com' }) → { ok: true, alreadySubscribed: false }
 */
export async function subscribe(db: StoreDb, raw: SubscribeInput): Promise<SubscribeResult> {
  const parsed = input.safeParse(raw);
  const email = parsed.success ? normaliseEmail(parsed.data.email) : '';
  if (!parsed.success || !isValidEmail(email)) return { ok: false, error: 'invalidEmail' };
  try {
    const inserted = await db
      .insertInto('subscription')
      .values({
        email,
        event: parsed.data.event,
        site: parsed.data.site,
        language: parsed.data.language,
        page_uid: parsed.data.pageUid,
      })
      .onConflict((conflict) => conflict.columns(['email', 'site', 'event']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return { ok: true, alreadySubscribed: inserted === undefined };
  } catch (error) {
    log.error({ err: error }, 'a sign-up could not be stored');
    return { ok: false, error: 'unavailable' };
  }
}
