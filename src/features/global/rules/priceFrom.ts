import type { ListingPrice } from '../../../lib/rules/catalogueTypes';

/** A lowest price and its currency (null when the answers named none). */
export interface PriceFrom {
  finalPrice: number;
  currencyCode: string | null;
}

/**
 * The "from" price of a group (a city, a country): the lowest final price among its parts' prices,
 * all answered in the page's currency; parts without a price (unavailable, failed) are skipped, and
 * prices in another currency than the first priced part's are ignored rather than compared.
 * Undefined when no part has a price.
 * @example priceFrom([{ finalPrice: 42, currencyCode: 'EUR' }, null, { finalPrice: 18.5, currencyCode: 'EUR' }]) → { finalPrice: 18.5, currencyCode: 'EUR' }
 */
export function priceFrom(prices: readonly (ListingPrice | null | undefined)[]): PriceFrom | undefined {
  let best: PriceFrom | undefined;
  for (const price of prices) {
    const value = price?.finalPrice;
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) continue;
    const currencyCode = price?.currencyCode ?? null;
    if (best?.currencyCode && currencyCode && currencyCode !== best.currencyCode) continue;
    if (!best || value < best.finalPrice)
      best = { finalPrice: value, currencyCode: currencyCode ?? best?.currencyCode ?? null };
  }
  return best;
}
