import type { Product, WithContext } from 'schema-dts';
import { absoluteUrls, aggregateRating, offer, SCHEMA_CONTEXT } from './common';

export interface ProductInput {
  name: string;
  description?: string | undefined;
  /** Image URLs, absolute or root-relative (resolved against `url`). */
  images: readonly string[];
  /** Absolute URL of the product's page. */
  url: string;
  /** Product id, e.g. the tgid. */
  sku?: string | number | undefined;
  /** The brand shown with the product, e.g. the microsite's name. */
  brand?: string | undefined;
  /** Who sells it: the microsite's name. */
  seller?: string | undefined;
  /** Final price in `currency`; missing when the product is not available. */
  price?: number | undefined | null;
  /** The page's currency code. */
  currency: string;
  /** Average rating out of 5 and number of ratings; the rating block needs both. */
  rating?: number | undefined | null;
  ratingCount?: number | undefined | null;
}

/**
 * A product (tour, ticket, attraction): name, description, images, brand and an Offer at the page's
 * currency (`InStock`, or `OutOfStock` without a price); aggregateRating only with a rating and a count.
 * @example product({ name: 'Colosseum tickets', images: [], url: 'https://x.com/', price: 24, currency: 'EUR' }).offers.price === 24
 */
export function product(input: ProductInput): WithContext<Product> {
  const images = absoluteUrls(input.images, input.url);
  const rating = aggregateRating(input.rating, input.ratingCount);
  const description = input.description?.trim();
  const seller = input.seller?.trim();
  const brand = input.brand?.trim();
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    name: input.name,
    ...(description && { description }),
    ...(images.length > 0 && { image: images }),
    url: input.url,
    ...(input.sku !== undefined && { sku: String(input.sku) }),
    ...(brand && { brand: { '@type': 'Brand', name: brand } }),
    ...(rating && { aggregateRating: rating }),
    offers: {
      ...offer(
        { price: input.price, currency: input.currency, url: input.url },
        'https://schema.org/OutOfStock',
      ),
      ...(seller && { seller: { '@type': 'Organization', name: seller } }),
    },
  };
}
