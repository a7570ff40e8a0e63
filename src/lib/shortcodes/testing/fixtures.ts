import type { LanguageCode } from '../../i18n/languages';
import { createTranslator } from '../../i18n/translator';
import type { TourGroup } from '../../rules/catalogueTypes';
import type { CurrencyCode } from '../../rules/pricing/currencies';
import { parseShortcodes, type ShortcodeNode } from '../../rules/shortcodes/parseShortcodes';
import { NO_SHORTCODE_DATA, type ShortcodeData } from '../shortcodeData';
import type { WidgetEnv } from '../views/widgetTypes';

/** Test fixtures of the shortcode widgets: an environment, products and data maps. */
export const HOST = 'colosseum.localhost:4416';

export const envFor = (language: LanguageCode = 'en', currency: CurrencyCode = 'EUR'): WidgetEnv => ({
  language,
  currency,
  host: HOST,
  t: createTranslator(language),
});

// The catalogue sends variant prices; the card type leaves them out (no excess-property check here).
const colosseumVariants = [
  { id: 1, name: 'Standard', listingPrice: { finalPrice: 45, originalPrice: 60, currencyCode: 'EUR' } },
  { id: 2, name: 'Reduced', listingPrice: { finalPrice: 39.5, originalPrice: 79, currencyCode: 'EUR' } },
];

export const colosseum: TourGroup = {
  id: 10201,
  name: 'Colosseum Priority Tickets',
  flowType: 'NORMAL',
  callToAction: ' Selling fast ',
  averageRating: 4.62,
  ratingCount: 1234,
  minDuration: 3 * 3_600_000,
  maxDuration: 3 * 3_600_000,
  listingPrice: { finalPrice: 45, originalPrice: 60, currencyCode: 'EUR', bestDiscount: 20 },
  variants: colosseumVariants,
};

export const nightTour: TourGroup = {
  id: 10204,
  name: 'Colosseum Night Tour',
  flowType: 'GUIDED_TOUR_PROPERTY_SELECTION',
  listingPrice: { finalPrice: 89, originalPrice: 89, currencyCode: 'EUR' },
  minDuration: 90 * 60_000,
  maxDuration: 150 * 60_000,
};

/** Shortcode data with some maps filled in. */
export const dataWith = (parts: Partial<ShortcodeData> = {}): ShortcodeData => ({
  ...NO_SHORTCODE_DATA,
  ...parts,
});

/** The first shortcode of a text, for view tests. */
export function shortcode(text: string): ShortcodeNode {
  const node = parseShortcodes(text).find((item) => item.type === 'shortcode');
  if (!node || node.type !== 'shortcode') throw new Error(`no shortcode in ${text}`);
  return node;
}
