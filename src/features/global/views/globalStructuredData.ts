import { richTextToPlain } from '../../../lib/content/richText';
import { absoluteUrl, product, touristDestination } from '../../../lib/seo/jsonLd';
import type { CardView } from '../../../lib/cards/buildCards';
import type { StructuredDataContext } from '../../../lib/views/structuredEntities';
import type { GlobalPageView } from './globalPage';

/** The product cards a global page shows, in page order (for the page's ItemList). */
export function globalCards(view: GlobalPageView): CardView[] {
  switch (view.page) {
    case 'home':
    case 'country':
    case 'city':
      return view.experiences.cards;
    case 'collection':
      return view.products.cards;
    default:
      return [];
  }
}

/**
 * A global page's own entities: a TouristDestination for a country (with its cities) or a city (in
 * its country), and a Product with its Offer and AggregateRating for an experience.
 * @example globalEntities(cityView, context, 'https://x.com/italy/rome/')[0]['@type'] === 'TouristDestination'
 */
export function globalEntities(
  view: GlobalPageView,
  context: StructuredDataContext,
  pageUrl: string,
): object[] {
  const description = richTextToPlain(view.base.body) || undefined;
  const url = (href: string) => absoluteUrl(href, context.origin) ?? '';
  switch (view.page) {
    case 'country': {
      const entity = view.country
        ? touristDestination({
            name: view.country.name,
            url: pageUrl,
            description,
            images: view.cities.items.flatMap((tile) => (tile.image ? [tile.image] : [])).slice(0, 1),
            includes: view.cities.items.map((tile) => ({ name: tile.name, url: url(tile.href) })),
          })
        : undefined;
      return entity ? [entity] : [];
    }
    case 'city': {
      const entity = view.city
        ? touristDestination({
            name: view.city.name,
            url: pageUrl,
            description,
            images: view.city.image ? [view.city.image] : [],
            country: view.city.country,
          })
        : undefined;
      return entity ? [entity] : [];
    }
    case 'experience': {
      const item = view.product;
      if (!item) return [];
      return [
        product({
          // The editor's title is in the page's language; the catalogue's name may be English.
          name: view.base.title || item.name,
          description,
          images: item.card.images.map((image) => image.url),
          url: pageUrl,
          sku: view.tgid,
          seller: context.site.name,
          price: item.card.price ?? null,
          currency: item.card.currency ?? context.currency,
          rating: item.card.averageRating ?? null,
          ratingCount: item.card.ratingCount,
        }),
      ];
    }
    default:
      return [];
  }
}
