import { calendarBookingUrl } from '../../../lib/rules/calendar/calendarBookingUrl';
import { isIsoDate } from '../../../lib/rules/dates/isoDate';

const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/**
 * The asked time and the departure it became, when the departure is later than the visitor asked (a
 * 14:30 pick-up served by the 15:00 departure): the page says so rather than change it silently.
 * Undefined when no time was asked, or the departure is the asked time.
 * @example movedDeparture('14:30', '15:00') → { asked: '14:30', time: '15:00' }
 * @example movedDeparture('15:00', '15:00:00') === undefined
 */
export function movedDeparture(
  asked: string | undefined,
  departure: string | null | undefined,
): { asked: string; time: string } | undefined {
  if (!asked || !departure || !TIME.test(asked) || !TIME.test(departure)) return undefined;
  const [from, to] = [asked.slice(0, 5), departure.slice(0, 5)];
  return from === to ? undefined : { asked: from, time: to };
}

export interface TransferHandoff {
  date: string | undefined;
  /** The outward departure (HH:MM). */
  time: string;
  variantId: number | undefined;
  currency: string;
  /** Guests of the search (the price is for them). */
  pax?: number | undefined;
  /** The return leg, when one was asked: its date and departure (in the total price). */
  returnDate?: string | undefined;
  returnTime?: string | null | undefined;
  /** The return leg's own product, when it is another transfer than the outward one. */
  returnTgid?: number | null | undefined;
}

/**
 * The booking link of a transfer result: the outward leg as the calendar's (date, time, variant,
 * currency, guests), plus the return leg the total price includes (`returnDate`, `returnTime`, and
 * `returnTgid` when the way back is another product), so the hand-off gets the whole trip.
 * @example transferBookingUrl('https://book.x.com/book/10601/select/pax/?currencyCode=EUR', { date: '2026-12-01', time: '15:00', variantId: 106010, currency: 'EUR', returnDate: '2026-12-05', returnTime: '10:00', returnTgid: 10602, pax: 3 }) === 'https://book.x.com/book/10601/select/pax/?currencyCode=EUR&date=2026-12-01&time=15%3A00&variantId=106010&pax=3&returnDate=2026-12-05&returnTime=10%3A00&returnTgid=10602'
 */
export function transferBookingUrl(base: string, trip: TransferHandoff): string {
  const outward = calendarBookingUrl(base, {
    date: trip.date,
    time: trip.time,
    variantId: trip.variantId,
    currency: trip.currency,
    pax: trip.pax,
  });
  if (!isIsoDate(trip.returnDate)) return outward;
  let url: URL;
  try {
    url = new URL(outward);
  } catch {
    return outward;
  }
  url.searchParams.set('returnDate', trip.returnDate);
  if (trip.returnTime && TIME.test(trip.returnTime))
    url.searchParams.set('returnTime', trip.returnTime.slice(0, 5));
  const back = trip.returnTgid;
  if (typeof back === 'number' && Number.isSafeInteger(back) && back > 0)
    url.searchParams.set('returnTgid', String(back));
  return url.toString();
}
