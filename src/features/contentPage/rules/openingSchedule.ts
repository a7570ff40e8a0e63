import { z } from 'zod';

/** Weekdays as the catalogue's opening schedules spell them, Monday first (spec 000 §3). */
export const DAYS_OF_WEEK = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:\d{2})?$/)
  .transform((v) => v.slice(0, 5))
  .nullable()
  .catch(null);

const daySchema = z.object({
  dayOfWeek: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(DAYS_OF_WEEK)),
  closed: z.boolean().catch(false),
  openingTime: time,
  closingTime: time,
  lastEntryTime: time.optional().transform((v) => v ?? null),
});
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const periodSchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  operatingDaySchedules: z.array(z.unknown()).catch([]),
});

export type DayHours = z.infer<typeof daySchema>;
export interface OpeningPeriod {
  startDate: string | undefined;
  endDate: string | undefined;
  days: DayHours[];
}

/**
 * A point of interest's opening schedules (spec 000 §3) parsed: malformed periods and days are left
 * out; a day open without both times reads as unknown and is left out too.
 * @example parseSchedules([{ startDate: '2026-01-01', endDate: '2026-12-31', operatingDaySchedules: [{ dayOfWeek: 'monday', closed: true }] }])[0].days[0].dayOfWeek === 'MONDAY'
 */
export function parseSchedules(value: unknown): OpeningPeriod[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    const period = periodSchema.safeParse(raw);
    if (!period.success) return [];
    const days = period.data.operatingDaySchedules.flatMap((day) => {
      const parsed = daySchema.safeParse(day);
      if (!parsed.success) return [];
      const usable = parsed.data.closed || (parsed.data.openingTime && parsed.data.closingTime);
      return usable ? [parsed.data] : [];
    });
    return [{ startDate: period.data.startDate, endDate: period.data.endDate, days }];
  });
}

/**
 * The weekday of an ISO date, as the schedules spell it.
 * @example dayOfWeekOf('2026-11-25') === 'WEDNESDAY'
 */
export function dayOfWeekOf(date: string): DayOfWeek {
  const sunday0 = new Date(`${date}T00:00:00Z`).getUTCDay();
  return DAYS_OF_WEEK[(sunday0 + 6) % 7] ?? 'MONDAY';
}

/**
 * The hours of a date: its weekday in the first period covering the date; undefined when no period
 * covers it or the period does not give that weekday.
 * @example hoursOn(periods, '2026-11-29')?.closed === true // a Sunday, closed on Sundays
 */
export function hoursOn(periods: readonly OpeningPeriod[], date: string): DayHours | undefined {
  const period = periods.find(
    (p) => (!p.startDate || p.startDate <= date) && (!p.endDate || date <= p.endDate),
  );
  const day = dayOfWeekOf(date);
  return period?.days.find((d) => d.dayOfWeek === day);
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Hours open in a day: 0 when closed; past midnight the closing time counts as the next day.
 * @example openHours({ dayOfWeek: 'MONDAY', closed: false, openingTime: '08:30', closingTime: '19:15', lastEntryTime: null }) === 10.75
 */
export function openHours(day: DayHours): number {
  if (day.closed || !day.openingTime || !day.closingTime) return 0;
  const span = minutes(day.closingTime) - minutes(day.openingTime);
  return (span <= 0 ? span + 1440 : span) / 60;
}
