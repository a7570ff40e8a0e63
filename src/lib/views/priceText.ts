import type { ListingPrice } from '../rules/catalogueTypes';
import { formatPrice } from '../rules/pricing/formatPrice';
import type { PageContext } from '../request/pageContext';

/**
 * A catalogue listing price as the page shows it: its final price in its own currency (the visitor's
 * when the answer names none), in the page's language; empty without a price.
 * @example priceText({ finalPrice: 29.41, currencyCode: 'EUR' }, context) === '€29.41'
 */
export function priceText(
  price: ListingPrice | null | undefined,
  context: Pick<PageContext, 'currency' | 'language'>,
): string {
  return formatPrice(price?.finalPrice ?? undefined, {
    currencyCode: price?.currencyCode ?? context.currency,
    lang: context.language,
  });
}
