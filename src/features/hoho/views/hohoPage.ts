import { derivedOnce } from '../../../lib/cache/derivedOnce';
import { isShared, keepShared } from '../../../lib/cache/deepFreeze';
import { z } from 'zod';
import { getLanguage } from '../../../lib/i18n/languages';
import { SUB_CATEGORY_HOP_ON_HOP_OFF } from '../../../lib/routing/pageType';
import type { Variant } from '../../../lib/rules/experiments/experiments';
import { comparisonRows, type ComparisonRow } from '../rules/comparisonRows';
import { mapFrame } from '../rules/mapProjection';
import { mapMarkers } from '../rules/mapMarkers';
import { commentaryLanguages, routeTiming, type RouteTiming } from '../rules/routeTiming';
import { orderStops } from '../rules/stopOrder';
import { arrangeProducts, FILTERED_CARD_LIMIT } from '../../../lib/cards/arrangeProducts';
import { buildCards, type CardView } from '../../../lib/cards/buildCards';
import { fetchProducts } from '../../../lib/cards/fetchProducts';
import { showPageUids } from '../../../lib/cards/showPageLookup';
import type { HohoRoute } from './hohoRouteDocument';
import { loadHohoRoutes } from './loadHohoRoutes';
import { loadPageBase, type PageBase, type PageDocument } from '../../../lib/views/pageBase';
import type { PageContext } from '../../../lib/request/pageContext';
import type { SectionState } from '../../../lib/views/slices/sliceViews';
import { filledFields } from '../../../lib/rules/filledFields';
import { logger } from '../../../lib/log/logger';

const logs = logger('hoho');

export const HOHO_EXPERIMENT = 'hoho-mobile-revamp';

export interface HohoStopView {
  number: number;
  name: string;
  /** The stop's element id in the stop lists (the map's markers link to it). */
  anchor: string;
  attractions: string[];
  note: string | undefined;
}

export interface HohoRouteView {
  key: string;
  name: string;
  operator: string;
  colour: string;
  timing: RouteTiming;
  commentary: string | undefined;
  liveGuide: boolean;
  stopCount: string;
  stops: HohoStopView[];
  /** "The bus then returns to …" when the route is a loop written out. */
  loopBack: string | undefined;
  /** SVG polyline points of the route on the map. */
  points: string;
}

export interface HohoMarkerView {
  x: number;
  y: number;
  name: string;
  /** Accessible name: the stop and every route calling there. */
  label: string;
  href: string;
  /** Colours of the routes calling there (the marker's rings). */
  colours: string[];
}

export interface HohoPageView {
  kind: 'hopOnHopOff';
  base: PageBase;
  /** The hop-on hop-off mobile revamp's variant (spec 001 §9): treatment = route tabs with stop cards. */
  variant: Variant;
  routes: { state: SectionState; items: HohoRouteView[]; lang: string | undefined };
  map: { width: number; height: number; markers: HohoMarkerView[] } | undefined;
  products: { state: SectionState; cards: CardView[] };
  comparison: ComparisonRow[];
  faqs: { question: string; answer: unknown }[];
}

/** The list item's ticket validity, as far as the comparison reads it (the list answer types it unknown). */
const ticketValiditySchema = z
  .object({
    ticketValidityType: z
      .enum(['UNTIL_DATE', 'UNTIL_DAYS_FROM_PURCHASE', 'EXTENDABLE_BUT_UNKNOWN', 'NOT_EXTENDABLE'])
      .nullable()
      .catch(null),
    ticketValidityUntilDaysFromPurchase: z.number().nullable().catch(null),
  })
  .nullable()
  .catch(null);

const faqSchema = z.object({
  question: z.string().trim().min(1),
  answer: z.union([
    z.array(z.unknown()).min(1),
    z
      .string()
      .trim()
      .min(1)
      .transform((text) => [{ type: 'paragraph', text, spans: [] }]),
  ]),
});

/**
 * The page's questions and answers (`faqs` group: question, answer as rich text or text); incomplete
 * rows are left out with a warning.
 * @example hohoFaqs([{ question: 'Can I get off anywhere?', answer: 'At any stop on the route.' }])[0].question === 'Can I get off anywhere?'
 */
export function hohoFaqs(
  value: unknown,
  log: (message: string) => void = (message: string) => logs.warn(message),
): HohoPageView['faqs'] {
  // Parsed once per kept document and kept with it: the parse makes new arrays, and rich text is
  // turned into HTML once only for fields that are kept (issue 25: every render sanitised them again).
  return derivedOnce(keptFaqs, value, (faqs) => {
    const parsed = parseFaqs(faqs, log);
    return isShared(faqs) ? keepShared(parsed) : parsed;
  });
}

const keptFaqs = new WeakMap<object, HohoPageView['faqs']>();

function parseFaqs(value: unknown, log: (message: string) => void): HohoPageView['faqs'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row, index) => {
    const parsed = faqSchema.safeParse(filledFields(row));
    if (parsed.success) return [parsed.data];
    log(`[hoho] question ${index + 1} has no question or no answer; left out`);
    return [];
  });
}

/**
 * The routes with their stops in riding order, numbered (anchors `stop-<route>-<n>`), their timing and
 * commentary in the page's language, and the map drawn from all their stops: one polyline per route
 * (closed for a loop) and one marker per place, named by the stop and every route calling there.
 * @example hohoRouteViews([redRoute], { language: 'en', t }).map?.markers[0]?.label === 'Marble Arch: Red Route, stop 1'
 */
export function hohoRouteViews(
  routes: readonly HohoRoute[],
  context: Pick<PageContext, 'language' | 't'>,
): { items: HohoRouteView[]; map: HohoPageView['map'] } {
  const ordered = routes.map((route) => ({ route, ...orderStops(route.stops) }));
  const frame = mapFrame(ordered.flatMap(({ stops }) => stops));
  const anchor = (key: string, number: number) => `stop-${key}-${number}`;
  const items = ordered.map(({ route, stops, loop }) => {
    const first = stops[0];
    const path = [...stops, ...(loop && first ? [first] : [])].map((stop) => frame.project(stop));
    const commentary = commentaryLanguages(route.commentaryLanguages, context.language);
    return {
      key: route.key,
      name: route.name,
      operator: route.operator,
      colour: route.colour,
      timing: routeTiming(route, context.language),
      commentary: commentary ? context.t('hoho.route.commentary', { languages: commentary }) : undefined,
      liveGuide: route.liveGuide,
      stopCount: context.t('hoho.route.stopCount', { count: stops.length }),
      stops: stops.map((stop) => ({
        number: stop.number,
        name: stop.name,
        anchor: anchor(route.key, stop.number),
        attractions: stop.attractions,
        note: stop.note,
      })),
      loopBack: loop && first ? context.t('hoho.stops.loop', { stop: first.name }) : undefined,
      points: path.map(({ x, y }) => `${x},${y}`).join(' '),
    };
  });
  const list = new Intl.ListFormat(getLanguage(context.language).bcp47, { type: 'conjunction' });
  const colourOf = new Map(items.map((item) => [item.key, item.colour]));
  const markers = mapMarkers(
    ordered.map(({ route, stops }) => ({ key: route.key, name: route.name, stops })),
  ).map((marker) => {
    const { x, y } = frame.project(marker);
    const visits = marker.visits.map((visit) =>
      context.t('hoho.map.visit', { route: visit.routeName, number: visit.number }),
    );
    const firstVisit = marker.visits[0];
    return {
      x,
      y,
      name: marker.name,
      label: context.t('hoho.map.stopLabel', { stop: marker.name, visits: list.format(visits) }),
      href: firstVisit ? `#${anchor(firstVisit.routeKey, firstVisit.number)}` : '#',
      colours: [...new Set(marker.visits.map((visit) => colourOf.get(visit.routeKey) ?? '#000000'))],
    };
  });
  return {
    items,
    map: items.length > 0 ? { width: frame.width, height: frame.height, markers } : undefined,
  };
}

/**
 * A hop-on hop-off page (spec 001 §2, page type hopOnHopOff, booking kind HOP_ON_HOP_OFF): the intro
 * (body), the city's `hoho_routes` (timing, stops, a locally drawn map), the operators' products of
 * sub-category 1011 in the city as product cards and a comparison of them, the FAQ and the slices. The
 * routes and the products load in parallel; each failing part explains itself, the page stays 200.
 * @example await loadHohoPage({ uid: 'london-hop-on-hop-off-tours.com', data: { tagged_city: 'LONDON', … }, segments: [] }, context)
 */
export async function loadHohoPage(page: PageDocument, context: PageContext): Promise<HohoPageView> {
  const city =
    String(page.data['tagged_city'] ?? '')
      .trim()
      .toUpperCase() ||
    context.site.cityCode ||
    '';
  const [base, routes, list] = await Promise.all([
    loadPageBase(page, context),
    loadHohoRoutes(city, context),
    fetchProducts({ kind: 'sub-category', id: SUB_CATEGORY_HOP_ON_HOP_OFF, city, limit: 100 }, context),
  ]);
  const items = arrangeProducts(list.items, { limit: FILTERED_CARD_LIMIT }, context.language);
  const showPages = await showPageUids(
    context.content,
    items.map((item) => item.id),
    context.locale,
    context.site.domain,
  );
  const cards = buildCards(items, showPages, context);
  const titles = new Map(cards.map((view) => [view.card.tgid, view.card.title]));
  const products = items.filter((item) => titles.has(item.id));
  const { items: routeViews, map } = hohoRouteViews(routes.routes, context);
  return {
    kind: 'hopOnHopOff',
    base,
    variant: context.experiments?.[HOHO_EXPERIMENT] ?? 'control',
    routes: {
      state: routes.state === 'failed' ? 'failed' : routeViews.length === 0 ? 'empty' : 'ok',
      items: routeViews,
      lang: routes.locale === context.locale ? undefined : 'en',
    },
    map,
    products: { state: list.state === 'failed' ? 'failed' : cards.length === 0 ? 'empty' : 'ok', cards },
    comparison: comparisonRows(
      products.map((item) => ({
        tgid: item.id,
        name: titles.get(item.id) ?? item.name ?? '',
        price: item.listingPrice?.finalPrice,
        currencyCode: item.listingPrice?.currencyCode ?? item.currency?.code,
        variantNames: (item.variants ?? []).map((variant) => variant.name ?? ''),
        tags: item.allTags ?? [],
        ticketValidity: ticketValiditySchema.parse(item.ticketValidity),
        minDuration: item.minDuration,
        maxDuration: item.maxDuration,
      })),
      routes.routes,
      context.language,
    ),
    faqs: hohoFaqs(page.data['faqs']),
  };
}
