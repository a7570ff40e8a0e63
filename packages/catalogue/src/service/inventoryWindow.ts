import { addDays } from '../seed/build/inventoryRows.ts';

/**
 * The seed stores inventory for the days around its seed day S: from S − 1 for
 * `inventoryDays + INVENTORY_PADDING_DAYS` days. At query time dates are shifted forward by whole
 * weeks (so weekday schedules stay true) to the week of today: whatever the age of the data
 * directory, the stored window covers yesterday … today + inventoryDays − 1 in every time zone.
 */
export const INVENTORY_PADDING_DAYS = 8;

const DAY_MS = 86_400_000;

/** The first stored inventory date of a catalogue seeded on `seedDay`. */
export const firstStoredDate = (seedDay: string) => addDays(seedDay, -1);

/**
 * Whole weeks, in days, between the seed day and today (UTC); never negative.
 *
 * @example
 * inventoryShiftDays('2026-01-05', new Date('2026-03-20T12:00:00Z')) // 70
 */
export function inventoryShiftDays(seedDay: string, now: Date): number {
  const days = Math.floor(
    (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - Date.parse(seedDay)) / DAY_MS,
  );
  return days <= 0 ? 0 : Math.floor(days / 7) * 7;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's date (YYYY-MM-DD) in an IANA time zone.
 *
 * @example
 * todayIn('Asia/Tokyo', new Date('2026-03-20T23:30:00Z')) // '2026-03-21'
 */
export function todayIn(timeZone: string, now: Date): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format.format(now);
}
