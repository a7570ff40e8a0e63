import type { Rng } from '../prng.ts';
import { roundPrice, type ProductSpec } from './productSpec.ts';

/** `HH:MM` plus minutes, wrapping past midnight. */
export function addMinutes(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = (h * 60 + m + minutes) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The weekly slot schedule of a dated product (`slot_schedule`): per weekday (0 = Sunday) the
 * slots' start and end times and capacities. Capacities are the venue's, the same every week.
 */
export function scheduleRows(spec: ProductSpec, rng: Rng) {
  if (spec.schedule === null || spec.price === null) return [];
  const slotMinutes = Math.min(spec.duration[0], 600);
  return Object.entries(spec.schedule).flatMap(([weekday, times = []]) =>
    times.length === 0
      ? []
      : [
          {
            tgid: spec.tgid,
            weekday: Number(weekday),
            start_times: times,
            end_times: times.map((startTime) => addMinutes(startTime, slotMinutes)),
            capacities: times.map(() =>
              spec.flowType === 'PRIVATE_AIRPORT_TRANSFER' ? 4 : rng.pick([20, 30, 50, 120, 400]),
            ),
          },
        ],
  );
}

/**
 * Inventory rows for `days` days from `startDate`: per variant and date with slots, the places
 * remaining in each slot of the weekday's schedule (popular products sell out more) and the
 * price of the day (weekends dearer). Open-dated products have no inventory.
 */
export function inventoryRows(
  spec: ProductSpec,
  variants: readonly { id: number; final_price: number; original_price: number }[],
  schedules: readonly { weekday: number; capacities: readonly number[] }[],
  startDate: string,
  days: number,
  rng: Rng,
) {
  const rows = [];
  const soldOutRate = Math.min(0.35, spec.popularity / 15_000);
  const byWeekday = new Map(schedules.map((schedule) => [schedule.weekday, schedule.capacities]));
  for (let day = 0; day < days; day++) {
    const date = addDays(startDate, day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const capacities = byWeekday.get(weekday);
    if (!capacities) continue;
    const weekend = weekday === 0 || weekday === 5 || weekday === 6;
    const factor = weekend ? 1.1 : 1;
    for (const variant of variants) {
      const remaining = capacities.map((capacity) =>
        rng.chance(soldOutRate * (weekend ? 1.5 : 1)) ? 0 : rng.int(1, capacity),
      );
      rows.push({
        variant_id: variant.id,
        date,
        tgid: spec.tgid,
        slot_remaining: remaining,
        // Weekend prices a shop would set (£49.50, not £49.45).
        min_price: weekend ? roundPrice(variant.final_price * factor) : variant.final_price,
        original_price: weekend ? roundPrice(variant.original_price * factor) : variant.original_price,
        remaining: remaining.reduce((sum, left) => sum + left, 0),
      });
    }
  }
  return rows;
}
