/** A destination (city or country) as the ordering sees it. */
export interface DestinationRank {
  code: string;
  name: string;
  /** Listed products; undefined when the catalogue could not count them. */
  productCount: number | undefined;
}

/**
 * The order of destination tiles: those the editor names (`featured`, in that order) first, then the
 * others by most products, then by name in the page's language; destinations whose count is unknown
 * come after the counted ones (a failed call never pushes a city to the top).
 * @example orderDestinations([{ code: 'NAPLES', name: 'Naples', productCount: 40 }, { code: 'ROME', name: 'Rome', productCount: 300 }], []).map((d) => d.code) → ['ROME', 'NAPLES']
 * @example orderDestinations(cities, ['NAPLES']).map((d) => d.code)[0] === 'NAPLES'
 */
export function orderDestinations<T extends DestinationRank>(
  destinations: readonly T[],
  featured: readonly string[],
  language = 'en',
): T[] {
  const rank = (code: string) => {
    const index = featured.indexOf(code);
    return index < 0 ? featured.length : index;
  };
  const collator = new Intl.Collator(language);
  return [...destinations].sort(
    (a, b) =>
      rank(a.code) - rank(b.code) ||
      (b.productCount ?? -1) - (a.productCount ?? -1) ||
      collator.compare(a.name, b.name) ||
      a.code.localeCompare(b.code),
  );
}
