import type { CalendarAnswer } from '../../catalogue/client';
import type { PageContext } from '../../request/pageContext';
import { addDays, type IsoDate } from '../../rules/dates/isoDate';

/** Days of availability a product page asks for, from today. */
export const CALENDAR_DAYS = 90;

/**
 * A product's calendar from `today` (in its city's time zone) for CALENDAR_DAYS days, in the visitor's
 * currency, for the show page and the global experience page alike. A failing catalogue is reported
 * (`failed`), never thrown: the page shows the calendar's error state instead of failing.
 * @example await loadCalendar(10002, '2026-11-27', context) → { calendar: { tourGroupId: 10002, … }, failed: false }
 */
export async function loadCalendar(
  tgid: number,
  today: IsoDate,
  context: PageContext,
): Promise<{ calendar: CalendarAnswer | undefined; failed: boolean }> {
  try {
    const calendar = await context.catalogue.getCalendar(
      tgid,
      { currency: context.currency, 'from-date': today, 'to-date': addDays(today, CALENDAR_DAYS) },
      context.request,
    );
    return { calendar: calendar ?? undefined, failed: false };
  } catch {
    return { calendar: undefined, failed: true };
  }
}
