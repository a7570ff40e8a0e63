import { z } from 'zod';
import type { TourGroup } from '../../rules/catalogueTypes';
import { isFiniteNumber } from '../../rules/isFiniteNumber';
import { percentageSaved } from '../../rules/pricing/percentageSaved';

/** The price fields the widgets read, of a product, a variant or a collection. */
export interface PriceFacts {
  finalPrice?: number | null | undefined;
  originalPrice?: number | null | undefined;
  bestDiscount?: number | null | undefined;
  currencyCode?: string | null | undefined;
}

const price = z.number().nonnegative().nullish().catch(undefined);
const variantsSchema = z
  .array(
    z
      .object({
        id: z.number(),
        listingPrice: z
          .object({
            finalPrice: price,
            originalPrice: price,
            currencyCode: z.string().nullish().catch(undefined),
          })
          .loose()
          .nullish()
          .catch(undefined),
      })
      .loose(),
  )
  .catch([]);

/** The listing prices of a product's variants (the catalogue sends them; the card type leaves them out). */
function variantListings(group: TourGroup): { id: number; listing: PriceFacts }[] {
  return variantsSchema
    .parse(group.variants ?? [])
    .flatMap((variant) => (variant.listingPrice ? [{ id: variant.id, listing: variant.listingPrice }] : []));
}

/**
 * The listing price of a product, or of one of its variants when a variant is named (undefined when
 * that variant has none).
 * @example listingOf({ id: 1, listingPrice: { finalPrice: 30 }, variants: [{ id: 7, listingPrice: { finalPrice: 25 } }] }, 7)?.finalPrice === 25
 */
export function listingOf(group: TourGroup, variant: number | undefined): PriceFacts | undefined {
  if (variant === undefined) return group.listingPrice ?? undefined;
  return variantListings(group).find((entry) => entry.id === variant)?.listing;
}

const allListings = (group: TourGroup): PriceFacts[] => [
  ...(group.listingPrice ? [group.listingPrice] : []),
  ...variantListings(group).map((entry) => entry.listing),
];

/**
 * The lowest final price of a product over its listing and variant prices, with its currency.
 * @example lowestPrice({ id: 1, listingPrice: { finalPrice: 30, currencyCode: 'EUR' }, variants: [{ id: 7, listingPrice: { finalPrice: 25, currencyCode: 'EUR' } }] }) → { price: 25, currency: 'EUR' }
 */
export function lowestPrice(group: TourGroup): { price: number; currency: string | undefined } | undefined {
  let best: { price: number; currency: string | undefined } | undefined;
  for (const listing of allListings(group)) {
    const final = listing.finalPrice;
    if (isFiniteNumber(final) && final >= 0 && (best === undefined || final < best.price))
      best = { price: final, currency: listing.currencyCode ?? group.currency?.code ?? undefined };
  }
  return best;
}

/**
 * The best discount of a price (whole percent): the catalogue's `bestDiscount` or the saving of the
 * final against the original price, whichever is larger.
 * @example discountOf({ finalPrice: 75, originalPrice: 100, bestDiscount: 20 }) === 25
 */
export function discountOf(listing: PriceFacts | undefined): number {
  if (!listing) return 0;
  const given = isFiniteNumber(listing.bestDiscount) ? Math.round(listing.bestDiscount) : 0;
  return Math.min(100, Math.max(0, given, percentageSaved(listing.finalPrice, listing.originalPrice)));
}

/** @example bestDiscountOf({ id: 1, listingPrice: { bestDiscount: 10 }, variants: [{ id: 2, listingPrice: { finalPrice: 50, originalPrice: 100 } }] }) === 50 */
export const bestDiscountOf = (group: TourGroup): number =>
  Math.max(0, ...allListings(group).map((listing) => discountOf(listing)));
