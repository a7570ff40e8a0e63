import { addDays } from './inventoryRows.ts';

/**
 * How many visitors a month sees relative to the others, January first, by climate: temperate north
 * (summer and the spring/autumn shoulders busy, winter quiet), temperate south (the same, six months
 * on) and warm (the dry, cooler months from November to March busy, the hot or wet months quiet).
 * Used only to spread the seed's review dates over the year as visits are spread.
 */
export const MONTH_WEIGHTS = {
  north: [0.55, 0.6, 0.85, 1.15, 1.25, 1.2, 1.25, 1.2, 1.2, 1.15, 0.75, 0.8],
  south: [1.25, 1.2, 1.2, 1.15, 0.75, 0.8, 0.55, 0.6, 0.85, 1.15, 1.25, 1.2],
  warm: [1.25, 1.2, 1.1, 0.95, 0.75, 0.6, 0.65, 0.7, 0.65, 0.85, 1.1, 1.25],
} as const;
export type Climate = keyof typeof MONTH_WEIGHTS;

/**
 * A city's climate from its latitude: beyond 30° temperate (north or south), else warm.
 * @example climateOf(41.9) === 'north'; climateOf(25.2) === 'warm'; climateOf(-33.9) === 'south'
 */
export function climateOf(latitude: number): Climate {
  if (latitude >= 30) return 'north';
  if (latitude <= -30) return 'south';
  return 'warm';
}

/** Days back from `today` a review may be written: 1 … REVIEW_DAYS. */
export const REVIEW_DAYS = 730;

const cumulative = new Map<string, Float64Array>();

function cumulativeWeights(today: string, climate: Climate): Float64Array {
  const key = `${today}|${climate}`;
  const found = cumulative.get(key);
  if (found) return found;
  const sums = new Float64Array(REVIEW_DAYS);
  let total = 0;
  for (let back = 1; back <= REVIEW_DAYS; back++) {
    const month = Number(addDays(today, -back).slice(5, 7)) - 1;
    total += MONTH_WEIGHTS[climate][month] ?? 1;
    sums[back - 1] = total;
  }
  for (let i = 0; i < sums.length; i++) sums[i] = (sums[i] ?? 0) / total;
  cumulative.set(key, sums);
  return sums;
}

/**
 * How many days before `today` a review was written, from one uniform draw `u` in [0, 1): the days of
 * the past two years weighted by their month's visitors (inverse of the cumulative weights), so that
 * reviews, written after visits, follow the seasons. One draw, like the uniform `rng.int(1, 730)` it
 * replaces, so the rest of the seed is unchanged.
 * @example seasonalDaysBack(0, '2026-01-05', 'north') === 1
 */
export function seasonalDaysBack(u: number, today: string, climate: Climate): number {
  const sums = cumulativeWeights(today, climate);
  let low = 0;
  let high = sums.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sums[mid] ?? 1) > u) high = mid;
    else low = mid + 1;
  }
  return low + 1;
}
