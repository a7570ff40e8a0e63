import { z } from 'zod';
import type { DaySchedule } from '../../../lib/seo/jsonLd';

const daySchema = z.object({
  dayOfWeek: z.string(),
  closed: z.boolean().catch(false),
  openingTime: z.string().nullable().catch(null),
  closingTime: z.string().nullable().catch(null),
});
const scheduleSchema = z.object({
  startDate: z.string().optional().catch(undefined),
  endDate: z.string().optional().catch(undefined),
  operatingDaySchedules: z.array(z.unknown()).catch([]),
});

/**
 * The weekly hours in force on `today` from a point of interest's operating schedules (the schedule
 * whose dates cover today, else the first); malformed schedules and days are skipped.
 * @example boxOfficeHours([{ startDate: '2026-01-01', endDate: '2026-12-31', operatingDaySchedules: [{ dayOfWeek: 'MONDAY', closed: false, openingTime: '10:00', closingTime: '20:00' }] }], '2026-11-24')[0].openingTime === '10:00'
 */
export function boxOfficeHours(schedules: unknown, today: string): DaySchedule[] {
  if (!Array.isArray(schedules)) return [];
  const parsed = schedules.flatMap((schedule) => {
    const result = scheduleSchema.safeParse(schedule);
    return result.success ? [result.data] : [];
  });
  const current =
    parsed.find(
      (schedule) =>
        (!schedule.startDate || schedule.startDate <= today) &&
        (!schedule.endDate || today <= schedule.endDate),
    ) ?? parsed[0];
  return (current?.operatingDaySchedules ?? []).flatMap((day) => {
    const result = daySchema.safeParse(day);
    return result.success ? [result.data] : [];
  });
}
