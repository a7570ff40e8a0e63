/** Day Trips (spec 001 §3 category ids). */
export const CATEGORY_DAY_TRIPS = 6;

export interface Destination {
  name: string;
  tgids: readonly number[];
}

export interface DestinationGroup<T> {
  /** The destination, or undefined for the products no destination names. */
  name: string | undefined;
  items: T[];
}

/**
 * Day-trip products grouped by destination, as the page's `destinations` name them: groups in the
 * editor's order, products in the catalogue's order within each; a product named by two destinations
 * shows in the first only; destinations with no product are dropped; products no destination names
 * come last in a group without a name. Without destinations, one unnamed group holds everything.
 * @example destinationGroups([{ id: 1 }, { id: 2 }, { id: 3 }], [{ name: 'Pompeii', tgids: [2] }])
 *   → [{ name: 'Pompeii', items: [{ id: 2 }] }, { name: undefined, items: [{ id: 1 }, { id: 3 }] }]
 */
export function destinationGroups<T extends { id: number }>(
  items: readonly T[],
  destinations: readonly Destination[],
): DestinationGroup<T>[] {
  const placed = new Set<number>();
  const groups: DestinationGroup<T>[] = [];
  for (const destination of destinations) {
    const wanted = new Set(destination.tgids);
    const own = items.filter((item) => wanted.has(item.id) && !placed.has(item.id));
    for (const item of own) placed.add(item.id);
    if (own.length > 0) groups.push({ name: destination.name, items: own });
  }
  const rest = items.filter((item) => !placed.has(item.id));
  if (rest.length > 0) groups.push({ name: undefined, items: rest });
  return groups;
}
