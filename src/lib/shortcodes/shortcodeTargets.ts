import type { ShortcodeNode } from '../rules/shortcodes/parseShortcodes';
import type { ShortcodeDefaults } from './shortcodeData';

type Attributes = Partial<Record<'tgid' | 'variant' | 'collection' | 'id' | 'text' | 'url', unknown>>;
const attributesOf = (node: ShortcodeNode): Attributes => node.attributes as Attributes;
const int = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/** Whether the editor wrote the widget's text (a `text` attribute or enclosed content). */
export const hasOwnText = (node: ShortcodeNode): boolean =>
  attributesOf(node).text !== undefined || node.children.length > 0;

/** Shortcodes that read a product, falling back to the page's product when they name none. */
const PRODUCT_READERS = new Set([
  'price',
  'next-available',
  'inv-price',
  'rating-cta',
  'price-block',
  // The calendar links to the product's booking flow; the editor's text is the link's label.
  'calendar',
]);
/** Icons that show a product's facts only when the editor gave no text. */
const PRODUCT_ICONS = new Set(['duration', 'timings']);

/**
 * The product a shortcode reads: its `tgid`, else the page's product for the widgets that have a
 * natural default (a show page's price, duration…); undefined when it reads none.
 * @example productOf({ name: 'price', attributes: {}, … }, { tgid: 10002 }) === 10002
 */
export function productOf(node: ShortcodeNode, defaults: ShortcodeDefaults): number | undefined {
  const own = int(attributesOf(node).tgid);
  switch (node.name) {
    case 'experience':
      return own;
    case 'cta':
      // A cta with its own link and no product is a plain link.
      return own ?? (attributesOf(node).url === undefined ? int(defaults.tgid) : undefined);
    case 'booster':
      return hasOwnText(node) ? undefined : int(defaults.tgid);
    case 'min-price':
    case 'best-discount':
      if (attributesOf(node).collection !== undefined) return undefined;
      return own ?? int(defaults.tgid);
    default:
      if (PRODUCT_READERS.has(node.name)) return own ?? int(defaults.tgid);
      if (PRODUCT_ICONS.has(node.name)) return hasOwnText(node) ? undefined : (own ?? int(defaults.tgid));
      return undefined;
  }
}

/**
 * The collection a shortcode reads: `collection`'s id, a min-price or best-discount's `collection`,
 * or (for those two without a product) the page's collection.
 * @example collectionOf({ name: 'min-price', attributes: {}, … }, { collectionId: 176 }) === 176
 */
export function collectionOf(node: ShortcodeNode, defaults: ShortcodeDefaults): number | undefined {
  const attributes = attributesOf(node);
  if (node.name === 'collection') return int(attributes.id);
  if (node.name !== 'min-price' && node.name !== 'best-discount') return undefined;
  if (attributes.collection !== undefined) return int(attributes.collection);
  const product = int(attributes.tgid) ?? int(defaults.tgid);
  return product === undefined ? int(defaults.collectionId) : undefined;
}

/** @example variantOf({ name: 'price', attributes: { variant: 7 }, … }) === 7 */
export const variantOf = (node: ShortcodeNode): number | undefined => int(attributesOf(node).variant);
