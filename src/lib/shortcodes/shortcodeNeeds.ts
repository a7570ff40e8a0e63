import type { ShortcodeNode } from '../rules/shortcodes/parseShortcodes';
import { calendarKey, type ShortcodeDefaults } from './shortcodeData';
import { collectionOf, productOf, variantOf } from './shortcodeTargets';

/** The catalogue calls a page's shortcodes need, each id once. */
export interface ShortcodeNeeds {
  /** Tour groups (getTourGroup, one call each, in parallel). */
  products: number[];
  /** Calendars for next-available and calendar (getCalendar per product and variant). */
  calendars: { tgid: number; variant: number | undefined }[];
  /** Keys (`calendarKey`) of the calendars a `calendar` shortcode shows as the calendar island. */
  calendarIslands: string[];
  /** Products whose coming slots are read (one getInventories call). */
  inventories: number[];
  /** Collections (one getCollections call). */
  collections: number[];
  /** Collections linked to this site's page (one content query). */
  collectionLinks: number[];
  /** Products shown as cards (one show-page lookup). */
  experiences: number[];
}

/** A page asks for at most this many ids per kind: content cannot make one page fan out without bound. */
export const MAX_IDS_PER_KIND = 50;

const NEXT_AVAILABLE = 'next-available';
const CALENDAR = 'calendar';
const INVENTORY_READERS = new Set(['inv-price', 'timings']);

/**
 * What to fetch for some shortcodes (spec 000 §2, issue 7 §1): product readers need the tour group,
 * next-available the calendar, inv-price and timings the inventories, collection widgets the
 * collection (and its page), experience cards the show-page lookup.
 * @example shortcodeNeeds(shortcodesIn([body]), { tgid: 10002 }).products → [10002]
 */
export function shortcodeNeeds(nodes: readonly ShortcodeNode[], defaults: ShortcodeDefaults): ShortcodeNeeds {
  const products = new Set<number>();
  const calendars = new Map<string, { tgid: number; variant: number | undefined }>();
  const calendarIslands = new Set<string>();
  const inventories = new Set<number>();
  const collections = new Set<number>();
  const collectionLinks = new Set<number>();
  const experiences = new Set<number>();
  for (const node of nodes) {
    const tgid = productOf(node, defaults);
    const collection = collectionOf(node, defaults);
    if (collection !== undefined) {
      collections.add(collection);
      if (node.name === 'collection') collectionLinks.add(collection);
    }
    if (tgid === undefined) continue;
    if (node.name === NEXT_AVAILABLE || node.name === CALENDAR) {
      const variant = variantOf(node);
      calendars.set(calendarKey(tgid, variant), { tgid, variant });
      // The calendar also needs the product (below): its booking flow and ticket types.
      if (node.name === CALENDAR) calendarIslands.add(calendarKey(tgid, variant));
    }
    if (node.name === NEXT_AVAILABLE) continue;
    if (INVENTORY_READERS.has(node.name)) inventories.add(tgid);
    else products.add(tgid);
    if (node.name === 'experience') experiences.add(tgid);
  }
  const capped = <T>(values: Iterable<T>): T[] => [...values].slice(0, MAX_IDS_PER_KIND);
  return {
    products: capped(products),
    calendars: capped(calendars.values()),
    calendarIslands: capped(calendarIslands),
    inventories: capped(inventories),
    collections: capped(collections),
    collectionLinks: capped(collectionLinks),
    experiences: capped(experiences),
  };
}
