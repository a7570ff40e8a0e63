import type { LanguageCode } from '../../i18n/languages';
import { translatorFor } from '../translatorFor';

/** The flexible-cancellation plan lets a visitor cancel up to this many hours before the start (spec 001 §9). */
export const FLEXIBLE_CANCELLATION_HOURS = 24;
const HOUR_MS = 3_600_000;

export interface FlexibleCancellationInput {
  /** Start of the experience. */
  startTime: Date;
  now: Date;
  /** The ticket has been used (scanned): the plan is void. */
  used: boolean;
  /** What the visitor paid for the booking. */
  paidAmount: number;
  /** The plan's own price, which is not refunded. */
  protectionCharge: number;
}

export type FlexibleCancellationResult =
  { eligible: true; refund: number } | { eligible: false; reason: 'used' | 'tooLate' | 'invalid'; refund: 0 };

const money = (value: number): boolean => Number.isFinite(value) && value >= 0;

/**
 * The flexible-cancellation plan (spec 001 §4): cancel up to 24 hours before the start for a refund of
 * the amount paid minus the protection charge; void once the ticket is used.
 * @example flexibleCancellation({ startTime: new Date('2026-03-02T10:00:00Z'), now: new Date('2026-03-01T10:00:00Z'), used: false, paidAmount: 120, protectionCharge: 8 }) → { eligible: true, refund: 112 }
 */
export function flexibleCancellation(input: FlexibleCancellationInput): FlexibleCancellationResult {
  const start = input.startTime.getTime();
  const now = input.now.getTime();
  if (
    !Number.isFinite(start) ||
    !Number.isFinite(now) ||
    !money(input.paidAmount) ||
    !money(input.protectionCharge)
  ) {
    return { eligible: false, reason: 'invalid', refund: 0 };
  }
  if (input.used) return { eligible: false, reason: 'used', refund: 0 };
  if (start - now < FLEXIBLE_CANCELLATION_HOURS * HOUR_MS)
    return { eligible: false, reason: 'tooLate', refund: 0 };
  const refund = Math.round(Math.max(input.paidAmount - input.protectionCharge, 0) * 100) / 100;
  return { eligible: true, refund };
}

/** @example flexibleCancellationWording('en') === 'Cancel up to 24 hours before the start and get a refund, minus the protection charge. Void once the ticket is used.' */
export function flexibleCancellationWording(lang: LanguageCode): string {
  return translatorFor(lang)('rules.flexibleCancellation.terms', { count: FLEXIBLE_CANCELLATION_HOURS });
}
