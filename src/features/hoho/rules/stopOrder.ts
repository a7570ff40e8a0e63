export interface StopLike {
  name: string;
  /** The stop's place on the route (1 = first); when every stop has one, the route is read in that order. */
  position?: number | undefined;
}

export interface OrderedStops<T> {
  /** The stops in riding order, numbered from 1. */
  stops: (T & { number: number })[];
  /** Whether the route is a loop back to its first stop (the document repeated it at the end). */
  loop: boolean;
}

/**
 * The stops of a route in riding order: by `position` when every stop has one (ties keep the document's
 * order), else in the document's order; a last stop repeating the first (a loop written out) is dropped
 * and reported as `loop`, so no stop is listed twice; stops are numbered from 1.
 * @example orderStops([{ name: 'B', position: 2 }, { name: 'A', position: 1 }]).stops.map((s) => s.name) → ['A', 'B']
 * @example orderStops([{ name: 'A' }, { name: 'B' }, { name: 'A' }]) → { stops: [A 1, B 2], loop: true }
 */
export function orderStops<T extends StopLike>(stops: readonly T[]): OrderedStops<T> {
  const everyPositioned = stops.length > 0 && stops.every((stop) => stop.position !== undefined);
  const sorted = everyPositioned
    ? [...stops].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    : [...stops];
  const first = sorted[0];
  const last = sorted.at(-1);
  const loop =
    sorted.length > 2 &&
    first !== undefined &&
    last !== undefined &&
    first.name.trim().toLowerCase() === last.name.trim().toLowerCase();
  const kept = loop ? sorted.slice(0, -1) : sorted;
  return { stops: kept.map((stop, index) => ({ ...stop, number: index + 1 })), loop };
}
