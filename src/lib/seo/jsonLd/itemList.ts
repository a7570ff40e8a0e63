import type { ItemList, WithContext } from 'schema-dts';
import { absoluteUrl, SCHEMA_CONTEXT } from './common';

export interface ItemListCard {
  name: string;
  /** Absolute URL the card links to (show page or booking flow). */
  url: string;
  image?: string | undefined;
  /** 1-based position on the page. */
  position: number;
}

/**
 * The cards of a listing page as an ItemList (Google's summary-page carousel: position and url per
 * item), in position order; undefined when there are no cards.
 * @example itemList([{ name: 'Wicked', url: 'https://x.com/wicked/', position: 1 }]).numberOfItems === 1
 */
export function itemList(cards: readonly ItemListCard[]): WithContext<ItemList> | undefined {
  if (cards.length === 0) return undefined;
  const sorted = [...cards].sort((a, b) => a.position - b.position);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    numberOfItems: sorted.length,
    itemListElement: sorted.map((card) => {
      const image = absoluteUrl(card.image, card.url);
      return {
        '@type': 'ListItem',
        position: card.position,
        url: card.url,
        name: card.name,
        ...(image && { image }),
      };
    }),
  };
}
