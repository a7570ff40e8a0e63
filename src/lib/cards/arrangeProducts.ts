/** How an editor narrows and orders a catalogue list (product_cards slice, spec 001 §3). */
export interface Arrangement {
  /** Products shown first, in this order (the page language's ranking wins over the general one). */
  ranking?: readonly number[];
  localeRanking?: Readonly<Record<string, readonly number[]>>;
  /** Products never shown; the page language's exclusions add to the general ones. */
  exclusions?: readonly number[];
  localeExclusions?: Readonly<Record<string, readonly number[]>>;
  /** Keep only products of this primary category. */
  categoryId?: number | undefined;
  limit: number;
}

export const DEFAULT_CARD_LIMIT = 10;
export const FILTERED_CARD_LIMIT = 50;

/**
 * The card limit of a microsite list (spec 000 §9): the editor's limit, else 10, or 50 when a category
 * or sub-category filter is set.
 * @example cardLimit(undefined, { subCategoryFilter: 1015 }) === 50
 */
export function cardLimit(
  limit: number | undefined,
  filters: { categoryFilter?: number | undefined; subCategoryFilter?: number | undefined },
): number {
  if (limit !== undefined && limit > 0) return Math.min(limit, 100);
  return filters.categoryFilter !== undefined || filters.subCategoryFilter !== undefined
    ? FILTERED_CARD_LIMIT
    : DEFAULT_CARD_LIMIT;
}

/**
 * Applies exclusions, the category filter, the ranking and the limit to a catalogue list, keeping the
 * catalogue's order for unranked products.
 * @example arrangeProducts([{ id: 1 }, { id: 2 }, { id: 3 }], { ranking: [3], exclusions: [2], limit: 10 }, 'en') → [{ id: 3 }, { id: 1 }]
 */
export function arrangeProducts<T extends { id: number; primaryCategory?: { id?: number | null } | null }>(
  items: readonly T[],
  arrangement: Arrangement,
  language: string,
): T[] {
  const excluded = new Set([
    ...(arrangement.exclusions ?? []),
    ...(arrangement.localeExclusions?.[language] ?? []),
  ]);
  const ranking = arrangement.localeRanking?.[language] ?? arrangement.ranking ?? [];
  const kept = items.filter(
    (item) =>
      !excluded.has(item.id) &&
      (arrangement.categoryId === undefined || item.primaryCategory?.id === arrangement.categoryId),
  );
  const rank = (id: number) => {
    const index = ranking.indexOf(id);
    return index === -1 ? ranking.length : index;
  };
  // Array.prototype.sort is stable: unranked products keep the catalogue's order.
  return kept.sort((a, b) => rank(a.id) - rank(b.id)).slice(0, Math.max(0, arrangement.limit));
}
