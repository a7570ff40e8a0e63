import type { Translate } from '../../i18n/translator';
import type { LanguageCode } from '../../i18n/languages';
import type { CardView } from '../../cards/buildCards';
import type { CurrencyCode } from '../../rules/pricing/currencies';
import type { LinkResolver } from '../../rules/routing/documentLink';

/** What the views need about the request: the page's language, the visitor's currency and host. */
export interface WidgetEnv {
  language: LanguageCode;
  currency: CurrencyCode;
  /** host[:port] the visitor used, for booking links. */
  host: string;
  t: Translate;
  /** The site's country: the region of dates (i18n/dateLocale). */
  region?: string | undefined;
  /** The page's link resolver: links to documents in the text between widgets (`locals.links`). */
  links?: LinkResolver | undefined;
}

export const ICON_NAMES = [
  'train',
  'bus',
  'car',
  'plane',
  'ship',
  'snow',
  'location',
  'address',
  'ticket',
  'drizzle',
  'rain',
  'weather',
  'season',
  'sun',
  'calendar',
  'distance',
  'timings',
  'duration',
  'check',
  'cross',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** A price as shown, with the raw amount and currency for tests and analytics (`data-*`). */
export interface Amount {
  text: string;
  price: number;
  currency: string | undefined;
}

/** What the availability calendar island shows (the booking box and the `calendar` shortcode). */
export interface CalendarIslandView {
  tgid: number;
  /** The booking URL of the product's flowType; the calendar adds the chosen date and time. */
  bookingHref: string;
  today: string;
  lastDay: string;
  /** `encodeDays`-encoded, in `currency`. */
  days: string;
  currency: string;
  variants: { id: number; name: string }[];
  /** Unique per product and variant on a page: the island's element ids. */
  idPrefix: string;
}

/**
 * A shortcode as the renderer shows it. `useChildren`: the enclosed content is the label or body
 * (rendered by the renderer, spans and nested widgets included) instead of `label`/`text`.
 */
export type WidgetView =
  | { kind: 'none' }
  | {
      kind: 'value';
      widget: 'price' | 'min-price' | 'inv-price' | 'best-discount' | 'booster' | 'next-available';
      text: string;
      amount?: Amount | undefined;
      datetime?: string | undefined;
      useChildren: boolean;
    }
  | { kind: 'date'; text: string; datetime: string | undefined; useChildren: boolean }
  | {
      kind: 'icon';
      icon: IconName;
      /** The icon's meaning for assistive technology, e.g. "Train". */
      label: string;
      title: string | undefined;
      text: string | undefined;
      useChildren: boolean;
      link?: { href: string; label: string } | undefined;
    }
  | {
      kind: 'link';
      widget: 'cta' | 'rating-cta' | 'jumplink' | 'collection';
      /** Undefined: the facts without a link (a rating-cta without `url`). */
      href: string | undefined;
      label: string;
      useChildren: boolean;
      newTab: boolean;
      /** Live facts beside the label: "from €45", a rating. */
      detail?: string | undefined;
      amount?: Amount | undefined;
      /** Read out instead of `detail` (e.g. "Rated 4.6 out of 5" for "★ 4.6"). */
      detailLabel?: string | undefined;
    }
  | { kind: 'text'; widget: 'collection'; text: string; detail: string | undefined }
  | {
      kind: 'embed';
      embed: 'iframe' | 'map' | 'spotify';
      src: string;
      title: string;
      /** The embed's host, named before anything loads from it. */
      host: string;
      width: number | undefined;
      height: number;
    }
  | { kind: 'popup'; summary: string; text: string | undefined; useChildren: boolean }
  | { kind: 'notes'; title: string; useChildren: boolean }
  | {
      kind: 'priceBlock';
      title: string;
      amount: Amount | undefined;
      scratch: string | undefined;
      saved: string | undefined;
      href: string | undefined;
    }
  | { kind: 'experience'; card: CardView }
  | ({ kind: 'calendar' } & CalendarIslandView);

/** Widgets that are blocks (cards, boxes, disclosures): a paragraph holding one is split around it. */
export const isBlockView = (view: WidgetView): boolean =>
  view.kind === 'embed' ||
  view.kind === 'popup' ||
  view.kind === 'notes' ||
  view.kind === 'priceBlock' ||
  view.kind === 'experience' ||
  view.kind === 'calendar';

export const NONE: WidgetView = { kind: 'none' };
