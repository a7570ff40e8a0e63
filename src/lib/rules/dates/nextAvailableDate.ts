/** A day of a calendar answer (`/api/v7/tour-groups/{id}/calendar/`). */
export interface CalendarDay {
  availability?: string | null;
  price?: number | null;
}

/**
 * The first date on or after `today` (YYYY-MM-DD, the venue's today) that is not sold out, with its
 * price; undefined when every date is sold out or the calendar is empty or malformed.
 * @example nextAvailableDate({ '2026-11-23': { availability: 'SOLD_OUT' }, '2026-11-24': { availability: 'LIMITED', price: 34 } }, '2026-11-22') → { date: '2026-11-24', price: 34 }
 */
export function nextAvailableDate(
  dates: Readonly<Record<string, CalendarDay | null | undefined>> | null | undefined,
  today: string,
): { date: string; price: number | undefined } | undefined {
  const days = Object.entries(dates ?? {})
    .filter(([date]) => /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= today)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [date, day] of days) {
    if (!day || String(day.availability ?? '').toUpperCase() === 'SOLD_OUT') continue;
    const price =
      typeof day.price === 'number' && Number.isFinite(day.price) && day.price >= 0 ? day.price : undefined;
    return { date, price };
  }
  return undefined;
}
