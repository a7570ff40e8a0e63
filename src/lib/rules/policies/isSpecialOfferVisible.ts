import { isIsoDate, todayIn } from '../dates/isoDate';

/**
 * A special offer is shown only when its closing date (YYYY-MM-DD) is absent or not in the past
 * (spec 000 §4); it still shows on its closing day. A closing date that is present but not a real date
 * hides the offer: an offer we cannot date may have expired.
 * @example isSpecialOfferVisible('2026-03-01', new Date('2026-03-01T20:00:00Z')) === true
 * @example isSpecialOfferVisible('2026-02-28', new Date('2026-03-01T00:00:00Z')) === false
 */
export function isSpecialOfferVisible(
  closingDate: string | null | undefined,
  now: Date,
  timeZone = 'UTC',
): boolean {
  const trimmed = closingDate?.trim() ?? '';
  if (trimmed === '') return true;
  return isIsoDate(trimmed) && trimmed >= todayIn(now, timeZone);
}
