import { isIsoDate } from '../dates/isoDate';

export interface CalendarChoice {
  date?: string | undefined;
  time?: string | undefined;
  variantId?: number | undefined;
  currency?: string | undefined;
  /** Guests the visitor asked for (the transfer search's count), 1 to MAX_PAX. */
  pax?: number | undefined;
}

/** The most guests one booking link carries: beyond it the booking site takes a group request. */
export const MAX_PAX = 500;

/**
 * The booking-flow URL (from `bookingUrl`, which already picks the flowType's step) carrying what the
 * visitor chose in the calendar: date, time, variant, currency and, when asked for, guests (`pax`). Invalid parts are left out; a
 * malformed base is returned unchanged.
 * @example calendarBookingUrl('https://book.example.com/book/42/select/?currencyCode=USD', { date: '2026-12-05', time: '19:30', variantId: 7, currency: 'EUR' }) === 'https://book.example.com/book/42/select/?currencyCode=EUR&date=2026-12-05&time=19%3A30&variantId=7'
 */
export function calendarBookingUrl(base: string, choice: CalendarChoice): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return base;
  }
  if (choice.currency && /^[A-Z]{3}$/.test(choice.currency))
    url.searchParams.set('currencyCode', choice.currency);
  if (isIsoDate(choice.date)) url.searchParams.set('date', choice.date);
  if (choice.time && /^\d{2}:\d{2}(:\d{2})?$/.test(choice.time))
    url.searchParams.set('time', choice.time.slice(0, 5));
  if (choice.variantId !== undefined && Number.isSafeInteger(choice.variantId) && choice.variantId > 0)
    url.searchParams.set('variantId', String(choice.variantId));
  const pax = choice.pax;
  if (pax !== undefined && Number.isSafeInteger(pax) && pax > 0 && pax <= MAX_PAX)
    url.searchParams.set('pax', String(pax));
  return url.toString();
}
