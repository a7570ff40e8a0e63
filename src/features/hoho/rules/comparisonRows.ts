import { getLanguage, type LanguageCode } from '../../../lib/i18n/languages';
import type { TicketValidity } from '../../../lib/rules/catalogueTypes';
import { formatPrice } from '../../../lib/rules/pricing/formatPrice';

/** What the comparison reads of a product (catalogue list item). */
export interface ComparableProduct {
  tgid: number;
  name: string;
  price?: number | null | undefined;
  currencyCode?: string | null | undefined;
  variantNames: readonly string[];
  tags: readonly string[];
  ticketValidity?: TicketValidity | null | undefined;
  /** Milliseconds. */
  minDuration?: number | null | undefined;
  maxDuration?: number | null | undefined;
}

/** What the comparison reads of a route. */
export interface ComparableRoute {
  name: string;
  tgids: readonly number[];
  liveGuide: boolean;
  commentaryLanguages: readonly string[];
}

export interface ComparisonRow {
  tgid: number;
  name: string;
  priceFrom: string | undefined;
  /** e.g. "24 hr, 48 hr, or 72 hr"; undefined when the catalogue does not say. */
  validity: string | undefined;
  routes: string[];
  liveGuide: boolean;
  audioGuide: boolean;
}

const HOUR_MS = 3_600_000;
const HOURS = /(\d{1,3})\s*[-‑]?\s*(?:h|hr|hrs|hour|hours|stunden|heures|ore|horas|uur|timer|godzin)\b/i;
const DAYS = /(\d{1,2})\s*[-‑]?\s*(?:day|days|jour|jours|giorno|giorni|día|días|tag|tage)\b/i;

/**
 * The validities (hours) a hop-on hop-off product is sold with: from its ticket types' names ("24-hour
 * ticket", "2-day pass"), else days from purchase, else its duration range when that is a day or more;
 * each once, shortest first.
 * @example validityHours({ variantNames: ['24-hour ticket', '48-hour ticket'], … }) → [24, 48]
 */
export function validityHours(product: ComparableProduct): number[] {
  const fromNames = product.variantNames.flatMap((name) => {
    const hours = HOURS.exec(name);
    if (hours) return [Number(hours[1])];
    const days = DAYS.exec(name);
    return days ? [Number(days[1]) * 24] : [];
  });
  const days = product.ticketValidity?.ticketValidityUntilDaysFromPurchase;
  const fromDurations = [product.minDuration, product.maxDuration]
    .filter((value): value is number => typeof value === 'number' && value >= 24 * HOUR_MS)
    .map((value) => Math.round(value / HOUR_MS));
  const chosen =
    fromNames.length > 0
      ? fromNames
      : product.ticketValidity?.ticketValidityType === 'UNTIL_DAYS_FROM_PURCHASE' && days && days > 0
        ? [days * 24]
        : fromDurations;
  return [...new Set(chosen.filter((hours) => hours > 0))].sort((a, b) => a - b);
}

/**
 * Hours as the language writes them, joined as alternatives.
 * @example hoursWording([24, 48], 'en') === '24 hr or 48 hr'
 */
export function hoursWording(hours: readonly number[], lang: LanguageCode): string | undefined {
  if (hours.length === 0) return undefined;
  const { bcp47 } = getLanguage(lang);
  const unit = new Intl.NumberFormat(bcp47, { style: 'unit', unit: 'hour', unitDisplay: 'short' });
  return new Intl.ListFormat(bcp47, { type: 'disjunction' }).format(hours.map((value) => unit.format(value)));
}

/**
 * The comparison of a page's hop-on hop-off products (one row each, in the page's order): price from,
 * validity, the routes the ticket rides (routes naming its tgid), a live guide (the product is a guided
 * tour, or one of its routes has a live guide) and an audio guide (the product has one, or one of its
 * routes has recorded commentary).
 * @example comparisonRows([bigBus], [{ name: 'Red Route', tgids: [10501], liveGuide: true, commentaryLanguages: ['en'] }], 'en')[0]
 *   → { name: 'Big Bus…', priceFrom: '£42', validity: '24 hr, 48 hr, or 72 hr', routes: ['Red Route'], liveGuide: true, audioGuide: true }
 */
export function comparisonRows(
  products: readonly ComparableProduct[],
  routes: readonly ComparableRoute[],
  lang: LanguageCode,
): ComparisonRow[] {
  return products.map((product) => {
    const rides = routes.filter((route) => route.tgids.includes(product.tgid));
    const price =
      typeof product.price === 'number' && product.price > 0
        ? formatPrice(product.price, { currencyCode: product.currencyCode ?? undefined, lang })
        : '';
    return {
      tgid: product.tgid,
      name: product.name,
      priceFrom: price || undefined,
      validity: hoursWording(validityHours(product), lang),
      routes: rides.map((route) => route.name),
      liveGuide: product.tags.includes('GUIDED_TOUR') || rides.some((route) => route.liveGuide),
      audioGuide:
        product.tags.includes('AUDIO_GUIDE') || rides.some((route) => route.commentaryLanguages.length > 0),
    };
  });
}
