import type { AggregateRating, ItemAvailability, Offer } from 'schema-dts';

export const SCHEMA_CONTEXT = 'https://schema.org';

/** Ratings are out of 5 stars (spec 000 §9). */
export const BEST_RATING = 5;

/**
 * An absolute http(s) URL: absolute values are kept, root-relative ones (`/media/x.webp`) resolved
 * against `base`; anything else (javascript:, data:, junk) is dropped.
 * @example absoluteUrl('/media/a.webp', 'https://x.com/shows/') === 'https://x.com/media/a.webp'
 */
export function absoluteUrl(value: string | undefined | null, base: string): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  try {
    const url = new URL(text.startsWith('//') ? `https:${text}` : text, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Distinct absolute image URLs, in order. */
export function absoluteUrls(values: readonly string[], base: string): string[] {
  return [...new Set(values.map((value) => absoluteUrl(value, base)).filter((url) => url !== undefined))];
}

/**
 * The rating block, only when a rating and a count exist (a 0 count or a rating outside 1–5 is none).
 * @example aggregateRating(4.56, 1200) → { '@type': 'AggregateRating', ratingValue: 4.56, reviewCount: 1200, bestRating: 5 }
 */
export function aggregateRating(
  rating: number | undefined | null,
  count: number | undefined | null,
): AggregateRating | undefined {
  if (typeof rating !== 'number' || !Number.isFinite(rating) || rating < 1 || rating > BEST_RATING)
    return undefined;
  if (typeof count !== 'number' || !Number.isInteger(count) || count <= 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(rating * 100) / 100,
    reviewCount: count,
    bestRating: BEST_RATING,
  };
}

export interface OfferInput {
  /** The final price in `currency`; missing when the product has no listing price (not available). */
  price?: number | undefined | null;
  /** The page's currency code, e.g. `EUR`. */
  currency: string;
  /** Where the offer is taken: the page or the booking URL. */
  url: string;
}

/**
 * The offer: price and currency with `InStock` availability, or without a price and with `unavailable`
 * (`OutOfStock` for a product, `SoldOut` for an event) when there is no price (spec 000 §4).
 * @example offer({ price: 25, currency: 'EUR', url: 'https://x.com/' }, 'https://schema.org/OutOfStock').availability === 'https://schema.org/InStock'
 */
export function offer(input: OfferInput, unavailable: ItemAvailability): Offer {
  const price =
    typeof input.price === 'number' && Number.isFinite(input.price) && input.price >= 0
      ? Math.round(input.price * 100) / 100
      : undefined;
  return {
    '@type': 'Offer',
    ...(price !== undefined && { price }),
    priceCurrency: input.currency,
    availability: price !== undefined ? 'https://schema.org/InStock' : unavailable,
    url: input.url,
  };
}
