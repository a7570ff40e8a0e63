import { isFiniteNumber } from '../isFiniteNumber';
import { isIsoDate, type IsoDate } from '../dates/isoDate';

export type DayAvailability = 'AVAILABLE' | 'LIMITED' | 'SOLD_OUT';

/** One day of the calendar call: its availability and lowest price (in the answer's currency). */
export interface CalendarDayInfo {
  availability: DayAvailability;
  price: number | undefined;
}

/** One time slot of the inventory call. */
export interface TimeSlot {
  id: string;
  variantId: number | undefined;
  startTime: string;
  endTime: string | undefined;
  remaining: number | undefined;
  limited: boolean;
  price: number | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const AVAILABILITIES = new Set<string>(['AVAILABLE', 'LIMITED', 'SOLD_OUT']);

/**
 * The days of a calendar answer (`/api/v7/tour-groups/{id}/calendar/`): `dates` keyed YYYY-MM-DD;
 * malformed days are skipped, a malformed answer gives no days, and a day whose every slot has passed
 * the cut-off (`bookingClosed`, issue 21 §2) is not offered: it is left out, as a day without tickets. Hand-written rather than a schema
 * library: it runs in the calendar island, where each kilobyte counts.
 * @example parseCalendarDays({ dates: { '2026-12-05': { availability: 'SOLD_OUT', price: 129 } } }) → { '2026-12-05': { availability: 'SOLD_OUT', price: 129 } }
 */
export function parseCalendarDays(answer: unknown): Record<IsoDate, CalendarDayInfo> {
  const days: Record<IsoDate, CalendarDayInfo> = {};
  const dates = isRecord(answer) ? answer['dates'] : undefined;
  if (!isRecord(dates)) return days;
  for (const [date, value] of Object.entries(dates)) {
    if (!isIsoDate(date) || !isRecord(value) || value['bookingClosed'] === true) continue;
    const availability = value['availability'];
    if (typeof availability !== 'string' || !AVAILABILITIES.has(availability)) continue;
    const price = value['price'];
    days[date] = {
      availability: availability as DayAvailability,
      price: isFiniteNumber(price) && price >= 0 ? price : undefined,
    };
  }
  return days;
}

/**
 * Whether a calendar answer closes a date because its every time slot has passed the booking cut-off
 * (not sold out: the visitor is told that no times are left that day).
 * @example bookingClosedOn({ dates: { '2026-11-26': { availability: 'SOLD_OUT', bookingClosed: true } } }, '2026-11-26') === true
 */
export function bookingClosedOn(answer: unknown, date: IsoDate): boolean {
  const dates = isRecord(answer) ? answer['dates'] : undefined;
  const day = isRecord(dates) ? dates[date] : undefined;
  return isRecord(day) && day['bookingClosed'] === true;
}

const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/**
 * The time slots of one date from an inventory answer (`/api/v7/tour-groups/{id}/inventories/`),
 * sorted by start time then price; malformed slots are skipped.
 * @example parseSlots(answer, 10103, '2026-12-05')[0].startTime === '14:30'
 */
export function parseSlots(answer: unknown, tgid: number, date: IsoDate): TimeSlot[] {
  const availabilities = isRecord(answer) ? answer['availabilities'] : undefined;
  const entry = isRecord(availabilities) ? availabilities[String(tgid)] : undefined;
  const list = isRecord(entry) ? entry['inventories'] : undefined;
  if (!Array.isArray(list)) return [];
  const slots: TimeSlot[] = [];
  for (const item of list as unknown[]) {
    if (!isRecord(item) || item['startDate'] !== date) continue;
    const startTime = item['startTime'];
    if (typeof startTime !== 'string' || !TIME.test(startTime)) continue;
    const endTime = item['endTime'];
    const variantId = item['variantId'];
    const remaining = item['remaining'];
    const listingPrice = item['listingPrice'];
    const finalPrice = isRecord(listingPrice) ? listingPrice['finalPrice'] : undefined;
    slots.push({
      id: typeof item['id'] === 'string' ? item['id'] : `${String(variantId)}-${date}-${startTime}`,
      variantId: Number.isSafeInteger(variantId) ? (variantId as number) : undefined,
      startTime,
      endTime: typeof endTime === 'string' && TIME.test(endTime) ? endTime : undefined,
      remaining: isFiniteNumber(remaining) ? remaining : undefined,
      limited: item['availability'] === 'LIMITED',
      price: isFiniteNumber(finalPrice) && finalPrice >= 0 ? finalPrice : undefined,
    });
  }
  return slots.sort(
    (a, b) => a.startTime.localeCompare(b.startTime) || (a.price ?? Infinity) - (b.price ?? Infinity),
  );
}

/**
 * The month a calendar opens on: the month of the first date that is not sold out from today, else
 * today's month.
 * @example openingMonth({ '2026-12-01': { availability: 'AVAILABLE', price: 1 } }, '2026-11-23') === '2026-12'
 */
export function openingMonth(days: Readonly<Record<IsoDate, CalendarDayInfo>>, today: IsoDate): string {
  const first = Object.keys(days)
    .filter((date) => date >= today && days[date]?.availability !== 'SOLD_OUT')
    .sort()[0];
  return (first ?? today).slice(0, 7);
}

const CODES: Record<DayAvailability, string> = { AVAILABLE: 'A', LIMITED: 'L', SOLD_OUT: 'S' };
const FROM_CODE: Record<string, DayAvailability> = { A: 'AVAILABLE', L: 'LIMITED', S: 'SOLD_OUT' };

/**
 * The calendar days as one compact string for the island's props (`date:A|L|S:price` joined by `;`):
 * a tenth of the size of the JSON Astro would otherwise serialise.
 * @example encodeDays({ '2026-12-05': { availability: 'SOLD_OUT', price: 129 } }) === '2026-12-05:S:129'
 */
export function encodeDays(days: Readonly<Record<IsoDate, CalendarDayInfo>>): string {
  return Object.keys(days)
    .sort()
    .map((date) => {
      const day = days[date];
      return day ? `${date}:${CODES[day.availability]}:${day.price ?? ''}` : '';
    })
    .filter(Boolean)
    .join(';');
}

/** The inverse of `encodeDays`; malformed entries are skipped. @example decodeDays('2026-12-05:S:129') → { '2026-12-05': { availability: 'SOLD_OUT', price: 129 } } */
export function decodeDays(text: string | null | undefined): Record<IsoDate, CalendarDayInfo> {
  const days: Record<IsoDate, CalendarDayInfo> = {};
  for (const entry of (text ?? '').split(';')) {
    const [date, code = '', priceText = ''] = entry.split(':');
    const availability = FROM_CODE[code];
    if (!isIsoDate(date) || !availability) continue;
    const price = priceText === '' ? Number.NaN : Number(priceText);
    days[date] = { availability, price: Number.isFinite(price) && price >= 0 ? price : undefined };
  }
  return days;
}
