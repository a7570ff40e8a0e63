import { cachedBy } from '../cachedBy';

/** A calendar date written YYYY-MM-DD, as the catalogue and the content service send them. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether a string is a real YYYY-MM-DD calendar date (2026-02-30 is not).
 * @example isIsoDate('2026-02-28') === true; isIsoDate('2026-02-30') === false; isIsoDate('28/02/2026') === false
 */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const todayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date of an instant in a time zone; an unknown time zone counts as UTC.
 * @example todayIn(new Date('2026-03-01T23:30:00Z'), 'Asia/Dubai') === '2026-03-02'
 */
export function todayIn(now: Date, timeZone: string): IsoDate {
  try {
    const format = cachedBy(
      todayFormats,
      timeZone,
      () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    );
    return format.format(now);
  } catch {
    return todayIn(now, 'UTC');
  }
}

/**
 * Whole days from one calendar date to another.
 * @example daysBetween('2026-03-01', '2026-03-03') === 2; daysBetween('2026-03-01', '2026-02-28') === -1
 */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const utc = (iso: IsoDate): number =>
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/**
 * An ISO date moved by whole days (negative: back), in UTC so no time zone shifts it.
 * @example addDays('2026-12-31', 1) === '2027-01-01'
 */
export function addDays(iso: IsoDate, days: number): IsoDate {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
