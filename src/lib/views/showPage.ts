import type { TourGroup as CatalogueTourGroup } from '../catalogue/client';
import { bookingUrl } from '../rules/booking/bookingUrl';
import { highlightItems } from '../rules/card/visibleHighlights';
import { productCard, type ProductCard } from '../rules/card/productCard';
import { trustLabels } from '../rules/card/featureTags';
import type { TourGroup } from '../rules/catalogueTypes';
import { addDays, todayIn } from '../rules/dates/isoDate';
import { nextAvailableDate, type CalendarDay } from '../rules/dates/nextAvailableDate';
import { durationWording } from '../rules/policies/durationWording';
import { isSpecialOfferVisible } from '../rules/policies/isSpecialOfferVisible';
import { openingLabel } from '../rules/policies/openingLabel';
import { ticketValidityWording } from '../rules/policies/ticketValidityWording';
import { parseShowPage } from '../rules/showPage/parseShowPage';
import { derivedOnce } from '../cache/derivedOnce';
import { isShared, keepShared } from '../cache/deepFreeze';
import { showIntro } from '../rules/showPage/showIntro';
import type { RichTextBlock } from '../rules/showPage/showPageTypes';
import type { ParsedShowPage } from '../rules/showPage/showPageTypes';
import { loadPageBase, type PageBase, type PageDocument } from './pageBase';
import { answerParams, type PageContext } from '../request/pageContext';
import { priceText } from './priceText';
import { bookingClosedOn, encodeDays, parseCalendarDays } from '../rules/calendar/calendarAnswers';
import { loadReviews, type ReviewsView } from './reviews/loadReviews';
import { loadPromoCodes, type PromoContent } from '../../features/promo/views/loadPromoCodes';
import { promoBox, type PromoBox } from '../../features/promo/rules/promoBox';
import { promoInput } from '../rules/promo/promoInput';
import { referenceCurrency } from '../../features/promo/rules/applyPromo';
import { CALENDAR_DAYS, loadCalendar } from './showFeatures/loadCalendar';
import { loadSimilar, type SimilarView } from './showFeatures/loadSimilar';
import { placeOf } from './showFeatures/placeOf';
import type { Place } from '../rules/geo/geoUri';

/** Category of theatre and concert shows (spec 001 §3). */
const ENTERTAINMENT = 7;

export interface ShowProduct {
  card: ProductCard;
  name: string;
  venue: string | undefined;
  /** A live show (Entertainment category, or a seat-map flow): described as an event. */
  isShow: boolean;
  city: string | undefined;
  duration: string | undefined;
  validity: string | undefined;
  inclusions: string[];
  exclusions: string[];
  variants: { id: number; name: string; price: string }[];
  bookingHref: string | undefined;
  /** The next date that is not sold out, formatted later in the page's locale; undefined = none known. */
  nextDate: { date: string; price: string } | undefined;
  calendarFailed: boolean;
  /** The calendar island's data: the venue's today, the last day asked and the days (`encodeDays`). */
  calendar: { today: string; lastDay: string; days: string; currency: string } | undefined;
  /** Free cancellation, instant confirmation, mobile ticket, "reserve now, pay later": by the price. */
  trust: string[];
  /** Every time slot of today has passed the booking cut-off: the visitor is told (issue 21 §2). */
  noTimesLeftToday: boolean;
  /** The venue (a show) or meeting point, with its map (issue 21 §4); undefined when unknown. */
  place?: Place | undefined;
}

export interface ShowPageView {
  kind: 'show';
  base: PageBase;
  tgid: number | undefined;
  parsed: ParsedShowPage;
  /** The text a visitor reads first: the body before its first tab, details left out. */
  intro: RichTextBlock[];
  openingLabel: string | undefined;
  /** The product, or undefined when the catalogue could not answer (the page shows its content). */
  product: ShowProduct | undefined;
  /** The product's reviews (first page server-rendered, sort and filters as links). */
  reviews: ReviewsView | undefined;
  /** The booking box's promo form: `?promo=CODE` applied or refused (src/features/promo/README.md). */
  promo: PromoBox;
  /**
   * The running time in the show's details: the editor's, only when the booking box shows none (the
   * product's duration is shown there once).
   */
  detailsDuration: string | undefined;
  /** Other products of the same sub-category in the city (issue 21 §4); undefined = no part. */
  similar: SimilarView | undefined;
}

export interface ShowPageOptions {
  /** Set when the client is over its promo-code limit (429): the code is not checked. */
  promoRetryAfter?: number | undefined;
  /** Where promo codes are read (default: the private repository, src/features/promo/README.md); tests. */
  promoContent?: PromoContent;
}

const tgidOf = (data: Record<string, unknown>): number | undefined => {
  const value = Number(data['tgid']);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/**
 * A show page (spec 000 §2–§5): the document's show content parsed by the rules, the product in the
 * visitor's currency, its next available date from the calendar (which may fail on its own: the
 * calendar call rethrows), its variants and the booking URL of its flowType. A missing or failing
 * product degrades to the document's content with an "unavailable" note. A `?promo=CODE` loads the
 * site's promo codes in the same parallel batch and applies the code to the product's listing price in
 * the visitor's currency; an applied code is added to the booking URL as `couponCode`.
 * @example await loadShowPage(page, context, url, now())
 */

/** A show page's body, parsed once per kept document (issue 25): its structure and its introduction. */
interface ShowBody {
  parsed: ParsedShowPage;
  intro: RichTextBlock[];
}
const showBodies = new WeakMap<object, ShowBody>();

/**
 * The parse of a show page's body (spec 000 §3–4) and its introduction, made once for a kept content
 * answer and shared (frozen) with every render after it, so that the rich text in it is turned into
 * HTML once too (`richTextToHTML` remembers what it made from shared fields). The special offer's
 * visibility, which depends on the day, is left to the caller (`hasSpecialOffer` here is whether the
 * body has one).
 * @example showBody([{ type: 'heading2', text: 'Overview' }, { type: 'paragraph', text: 'A musical.', spans: [] }]).parsed.tabs[0].tab_name === 'Overview'
 */
export function showBody(input: unknown): ShowBody {
  return derivedOnce(showBodies, input, (body) => {
    const parsed = { parsed: parseShowPage(body, { now: new Date(0) }), intro: showIntro(body) };
    // Shared only when made from a kept answer: a preview's parse lives and dies with its render.
    return isShared(body) ? keepShared(parsed) : parsed;
  });
}

export async function loadShowPage(
  page: PageDocument,
  context: PageContext,
  url: URL,
  now: Date,
  options: ShowPageOptions = {},
): Promise<ShowPageView> {
  const tgid = tgidOf(page.data);
  const promoValue = promoInput(url.searchParams);
  // Codes are asked for only when one was typed (and the client is not over its limit).
  const askCodes = promoValue !== undefined && options.promoRetryAfter === undefined;
  const [base, group, city, reviews, promoCodes] = await Promise.all([
    loadPageBase(page, context),
    tgid
      ? context.catalogue.getTourGroup(tgid, answerParams(context), context.request)
      : Promise.resolve(null),
    context.catalogue.getCity(context.site.cityCode, context.language, context.request),
    tgid ? loadReviews({ kind: 'product', tgid }, url, context) : Promise.resolve(undefined),
    askCodes && tgid ? loadPromoCodes(context.site, options.promoContent) : Promise.resolve(undefined),
  ]);
  const timeZone = (city as { timeZone?: string } | null | undefined)?.timeZone ?? 'UTC';
  const today = todayIn(now, timeZone);
  // The calendar and the similar products both wait for the product only: asked together.
  const [dates, similar] = await Promise.all([
    tgid && group ? loadCalendar(tgid, today, context) : undefined,
    group ? loadSimilar(group as unknown as TourGroup, context) : undefined,
  ]);
  const body = showBody(page.data['body']);
  // Only the special offer's visibility depends on the day; the rest of the parse is the document's.
  const parsed: ParsedShowPage = {
    ...body.parsed,
    hasSpecialOffer:
      body.parsed.specialOffer !== undefined &&
      isSpecialOfferVisible(body.parsed.specialOffer.closingDate, now, timeZone),
  };
  const details = parsed.detailsObjects;
  const product = group
    ? showProduct(group, parsed, dates?.calendar, today, context, dates?.failed ?? false)
    : undefined;
  const collectionId = (group as unknown as TourGroup | null)?.primaryCollection?.id;
  const reference = await promoReference(promoValue, promoCodes, tgid, context);
  const promo = promoBox({
    value: promoValue,
    codes: promoCodes,
    retryAfter: options.promoRetryAfter,
    target:
      product && tgid && product.card.price !== undefined && product.card.currency
        ? {
            tgid,
            collectionIds: collectionId ? [collectionId] : [],
            price: product.card.price,
            currency: product.card.currency,
            now,
            timeZone,
            reference,
          }
        : undefined,
    language: context.language,
  });
  if (product && promo.state === 'applied')
    product.bookingHref = bookingUrl({
      host: context.host,
      tgid: product.card.tgid,
      flowType: group?.flowType,
      couponCode: promo.code,
      currencyCode: context.currency,
    });
  return {
    kind: 'show',
    base,
    tgid,
    parsed,
    intro: body.intro,
    openingLabel: openingLabel(
      { date: details.openingDate, reopening: false, now, timeZone, region: context.site.countryCode },
      context.language,
    ),
    product,
    reviews,
    promo,
    detailsDuration: product?.duration ? undefined : details.duration,
    similar,
  };
}

export function showProduct(
  group: NonNullable<CatalogueTourGroup>,
  parsed: ParsedShowPage,
  calendar: { dates?: unknown } | undefined,
  today: string,
  context: PageContext,
  calendarFailed: boolean,
): ShowProduct {
  const tourGroup = group as unknown as TourGroup;
  const card = productCard(tourGroup, { lang: context.language, host: context.host, showPage: parsed });
  const dates = calendar?.dates as Readonly<Record<string, CalendarDay>> | undefined;
  const next = nextAvailableDate(dates, today);
  return {
    card,
    name: card.productTitle,
    venue:
      parsed.detailsObjects.theatreName ?? group.microBrandsDescriptor?.replace(/^At the /, '') ?? undefined,
    isShow:
      group.primaryCategory?.id === ENTERTAINMENT ||
      /^(SEATMAP|SVG|SEATMAP_IFRAME)$/.test(group.flowType ?? ''),
    city: group.city?.displayName ?? undefined,
    duration: durationWording(tourGroup.minDuration, tourGroup.maxDuration, context.language),
    validity: ticketValidityWording(tourGroup.ticketValidity, context.language, context.site.countryCode),
    inclusions: highlightItems(tourGroup.inclusionsRichText),
    exclusions: highlightItems(tourGroup.exclusionsRichText),
    variants: (group.variants ?? []).map((variant) => ({
      id: variant.id,
      name: variant.name ?? '',
      price: priceText(variant.listingPrice, context),
    })),
    bookingHref: bookingUrl({
      host: context.host,
      tgid: group.id,
      flowType: group.flowType,
      currencyCode: context.currency,
    }),
    nextDate: next
      ? { date: next.date, price: priceText({ finalPrice: next.price ?? null }, context) }
      : undefined,
    calendarFailed,
    trust: trustLabels(card.featureTags, group.flowType, context.language),
    noTimesLeftToday: bookingClosedOn(calendar, today),
    place: placeOf((group as { startLocation?: unknown }).startLocation),
    calendar: calendar
      ? {
          today,
          lastDay: addDays(today, CALENDAR_DAYS),
          days: encodeDays(parseCalendarDays(calendar)),
          currency: context.currency,
        }
      : undefined,
  };
}

/**
 * The product's listing price in the typed code's own currency when the code needs it (a capped
 * percentage code on a page in another currency, `referenceCurrency`): one more catalogue call, only
 * then; undefined when not needed or not available (the code is then refused as before).
 */
async function promoReference(
  value: string | undefined,
  codes: Awaited<ReturnType<typeof loadPromoCodes>> | undefined,
  tgid: number | undefined,
  context: PageContext,
): Promise<{ price: number; currency: string } | undefined> {
  if (value === undefined || !tgid || codes === undefined || codes === 'failed') return undefined;
  const currency = referenceCurrency(value, codes, context.currency);
  if (!currency) return undefined;
  const group = await context.catalogue
    .getTourGroup(tgid, { ...answerParams(context), currency }, context.request)
    .catch(() => null);
  const price = group?.listingPrice?.finalPrice;
  return typeof price === 'number' && group?.listingPrice?.currencyCode === currency
    ? { price, currency }
    : undefined;
}
