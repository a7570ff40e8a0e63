/** Cards shown under "Similar experiences" on show and product pages (issue 21 §4). */
export const SIMILAR_PRODUCTS = 4;

/**
 * The products similar to one: the others of its (sub-)category list in the list's order (the
 * catalogue's popularity), the product itself and repeats left out, at most `limit`.
 * @example similarProducts([{ id: 1 }, { id: 2 }, { id: 2 }, { id: 3 }], 1, 4).map((item) => item.id) → [2, 3]
 */
export function similarProducts<T extends { id: number }>(
  items: readonly T[],
  tgid: number,
  limit = SIMILAR_PRODUCTS,
): T[] {
  const seen = new Set<number>([tgid]);
  const result: T[] = [];
  for (const item of items) {
    if (result.length >= limit) break;
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    result.push(item);
  }
  return result;
}
