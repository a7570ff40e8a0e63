import type { CatalogueContext } from './context.ts';

/**
 * Converts an amount between currencies through EUR rates. Currencies worth little per unit
 * (more than 50 per EUR: JPY, KRW, VND…) are rounded to whole units, others to cents.
 *
 * @example
 * convert(ctx, 100, 'EUR', 'GBP') // 85
 */
export function convert(ctx: CatalogueContext, amount: number, from: string, to: string): number {
  if (from === to) return amount;
  const source = ctx.rates.get(from);
  const target = ctx.rates.get(to);
  if (!source || !target) throw new Error(`no exchange rate for ${from} → ${to}`);
  const value = (amount / source.perEur) * target.perEur;
  return target.perEur > 50 ? Math.round(value) : Math.round(value * 100) / 100;
}

export const toNumber = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

export interface ListingPrice {
  finalPrice: number;
  originalPrice: number;
  currencyCode: string;
  bestDiscount: number;
  cashbackType: string | null;
  cashbackValue: number | null;
}

/** The spec's listingPrice, in `currency`; bestDiscount is the rounded percentage saved. */
export function listingPrice(
  ctx: CatalogueContext,
  row: {
    final: number;
    original: number;
    from: string;
    cashbackType: string | null;
    cashbackValue: number | null;
  },
  currency: string,
): ListingPrice {
  const finalPrice = convert(ctx, row.final, row.from, currency);
  const originalPrice = convert(ctx, Math.max(row.original, row.final), row.from, currency);
  return {
    finalPrice,
    originalPrice,
    currencyCode: currency,
    bestDiscount: originalPrice > 0 ? Math.round(((originalPrice - finalPrice) / originalPrice) * 100) : 0,
    cashbackType: row.cashbackType,
    cashbackValue:
      row.cashbackValue === null
        ? null
        : row.cashbackType === 'ABSOLUTE'
          ? convert(ctx, row.cashbackValue, row.from, currency)
          : row.cashbackValue,
  };
}
