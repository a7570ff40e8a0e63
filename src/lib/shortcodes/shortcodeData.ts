import type { CardView } from '../cards/buildCards';
import type { TourGroup } from '../rules/catalogueTypes';

/** What a shortcode without its own tgid or collection refers to: the page's product or collection. */
export interface ShortcodeDefaults {
  /** A show page's product (`data.tgid`). */
  tgid?: number | undefined;
  /** The page's collection (`data.tagged_collection`). */
  collectionId?: number | undefined;
}

/** The first date with places left, from the product's calendar; `today` is the venue's today. */
export interface NextAvailable {
  date: string | undefined;
  today: string;
}

/** The availability calendar island's data for a `calendar` shortcode (see `calendarIslandOf`). */
export interface CalendarIsland {
  today: string;
  lastDay: string;
  /** `encodeDays`-encoded, in the visitor's currency. */
  days: string;
}

/** One bookable slot of the coming days, from the inventories. */
export interface InventorySlot {
  variantId: number | undefined;
  startDate: string;
  /** HH:mm, the venue's clock. */
  startTime: string;
  price: number | undefined;
  currencyCode: string | undefined;
}

export interface CollectionFacts {
  id: number;
  name: string;
  finalPrice: number | undefined;
  originalPrice: number | undefined;
  bestDiscount: number | undefined;
  currencyCode: string | undefined;
}

/**
 * The catalogue data of a page's shortcodes, fetched once per page in its language and the visitor's
 * currency (`loadShortcodeData`) and read synchronously by the renderer. A key missing from a map means
 * the call failed or was not needed: that widget degrades on its own.
 */
export interface ShortcodeData {
  defaults: ShortcodeDefaults;
  products: ReadonlyMap<number, TourGroup>;
  /** By `tgid` or `tgid:variant`. */
  calendars: ReadonlyMap<string, NextAvailable>;
  /** The calendar islands of `calendar` shortcodes, by `tgid` or `tgid:variant`. */
  calendarIslands: ReadonlyMap<string, CalendarIsland>;
  inventories: ReadonlyMap<number, readonly InventorySlot[]>;
  collections: ReadonlyMap<number, CollectionFacts>;
  /** This site's page of a collection, by collection id. */
  collectionPaths: ReadonlyMap<number, string>;
  /** Product cards of `experience` shortcodes, by tgid. */
  cards: ReadonlyMap<number, CardView>;
}

/** No data: every catalogue widget degrades; static widgets (icons, popups, links) still render. */
export const NO_SHORTCODE_DATA: ShortcodeData = {
  defaults: {},
  products: new Map(),
  calendars: new Map(),
  calendarIslands: new Map(),
  inventories: new Map(),
  collections: new Map(),
  collectionPaths: new Map(),
  cards: new Map(),
};

/** @example calendarKey(10201, 7) === '10201:7'; calendarKey(10201, undefined) === '10201' */
export const calendarKey = (tgid: number, variant: number | undefined): string =>
  variant === undefined ? String(tgid) : `${tgid}:${variant}`;
