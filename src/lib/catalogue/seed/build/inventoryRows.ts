import type { Rng } from '../prng.ts';
import type { ProductSpec } from './productSpec.ts';

export interface Slot {
  startTime: string;
  endTime: string;
  remaining: number;
  capacity: number;
  finalPrice: number;
  originalPrice: number;
}

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
 * Inventory rows for `days` days from `startDate`: per variant and date, the slots of that weekday
 * with capacity, what remains (popular products sell out more) and the price of the day (weekends
 * dearer). Open-dated products have no inventory.
 */
export function inventoryRows(
  spec: ProductSpec,
  variants: readonly { id: number; final_price: number; original_price: number }[],
  startDate: string,
  days: number,
  rng: Rng,
) {
  if (spec.schedule === null || spec.price === null) return [];
  const rows = [];
  const soldOutRate = Math.min(0.35, spec.popularity / 15_000);
  const slotMinutes = Math.min(spec.duration[0], 600);
  for (let day = 0; day < days; day++) {
    const date = addDays(startDate, day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const times = spec.schedule[weekday] ?? [];
    if (times.length === 0) continue;
    const weekend = weekday === 0 || weekday === 5 || weekday === 6;
    for (const variant of variants) {
      const slots: Slot[] = times.map((startTime) => {
        const capacity = spec.flowType === 'PRIVATE_AIRPORT_TRANSFER' ? 4 : rng.pick([20, 30, 50, 120, 400]);
        const soldOut = rng.chance(soldOutRate * (weekend ? 1.5 : 1));
        const factor = weekend ? 1.1 : 1;
        return {
          startTime,
          endTime: addMinutes(startTime, slotMinutes),
          remaining: soldOut ? 0 : rng.int(1, capacity),
          capacity,
          finalPrice: Math.round(variant.final_price * factor * 100) / 100,
          originalPrice: Math.round(variant.original_price * factor * 100) / 100,
        };
      });
      const open = slots.filter((slot) => slot.remaining > 0);
      rows.push({
        variant_id: variant.id,
        date,
        tgid: spec.tgid,
        slots,
        min_price: Math.min(...(open.length ? open : slots).map((slot) => slot.finalPrice)),
        remaining: open.reduce((sum, slot) => sum + slot.remaining, 0),
      });
    }
  }
  return rows;
}
