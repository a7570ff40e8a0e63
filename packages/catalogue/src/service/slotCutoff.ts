/**
 * The catalogue's booking cut-off: a time slot is sold until this many minutes before it starts (the
 * spec names none; 30 minutes leaves a visitor time to reach the entrance; docs/decisions.md).
 */
export const SLOT_CUTOFF_MINUTES = 30;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: they are costly to build. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * The wall clock of an instant in a time zone, `YYYY-MM-DDTHH:mm`; an unknown time zone counts as UTC.
 * @example wallClock(new Date('2026-11-26T17:00:00Z'), 'Europe/Rome') === '2026-11-26T18:00'
 */
export function wallClock(instant: Date, timeZone: string): string {
  let format: Intl.DateTimeFormat;
  try {
    format = formatIn(timeZone);
  } catch {
    format = formatIn('UTC');
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part['year']}-${part['month']}-${part['day']}T${part['hour']}:${part['minute']}`;
}

/**
 * Whether a slot (its date and its start on the venue's wall clock, `HH:mm[:ss]`) can still be booked
 * at `now`: it starts later than `now` plus the cut-off, in the product's time zone. Wall clocks are
 * compared, so a slot keeps its local time across a change of the clocks.
 * @example slotIsOpen('2026-11-26', '15:00', new Date('2026-11-26T17:00:00Z'), 'Europe/Rome') === false
 * @example slotIsOpen('2026-11-26', '19:00', new Date('2026-11-26T17:00:00Z'), 'Europe/Rome') === true
 */
export function slotIsOpen(
  date: string,
  startTime: string,
  now: Date,
  timeZone: string,
  cutoffMinutes: number = SLOT_CUTOFF_MINUTES,
): boolean {
  const limit = wallClock(new Date(now.getTime() + cutoffMinutes * 60_000), timeZone);
  return `${date}T${startTime.slice(0, 5)}` > limit;
}
