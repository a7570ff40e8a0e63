import type { PoisAnswer } from '../../../lib/catalogue/client';
import { menuHref, menuOf } from './menus/cruiseMenus';
import {
  CRUISE_FILTERS,
  cruiseCounts,
  cruiseFilter,
  cruiseFilterHref,
  matchesFilter,
  type CruiseFilter,
} from '../rules/cruiseFilter';
import { cruiseKind, servesMeal, SUB_CATEGORY_COMBO, type CruiseKind } from '../rules/cruiseKind';
import { pathOf, projection, SEINE_COURSE } from '../rules/seineMap';
import { durationWording } from '../../../lib/rules/policies/durationWording';
import { buildCards, type CardView, type ListItem } from '../../../lib/cards/buildCards';
import { fetchProducts } from '../../../lib/cards/fetchProducts';
import { showPageUids } from '../../../lib/cards/showPageLookup';
import { CATEGORY_LIST_LIMIT } from '../../../lib/views/categoryPage';
import { loadPageBase, type PageBase, type PageDocument } from '../../../lib/views/pageBase';
import type { PageContext } from '../../../lib/request/pageContext';
import type { SectionState } from '../../../lib/views/slices/sliceViews';

export interface CruiseCardView extends CardView {
  kind: CruiseKind;
  kindLabel: string;
  /** Whether the card shows under the chosen filter (the others are rendered hidden). */
  shown: boolean;
  duration: string | undefined;
  pier: { id: number; name: string; anchor: string } | undefined;
  menu: { href: string; title: string; name: string } | undefined;
}

export interface CruiseFilterView {
  filter: CruiseFilter;
  label: string;
  href: string;
  count: number;
  active: boolean;
}

export interface BoardingPointView {
  id: number;
  anchor: string;
  /** The number of its marker on the map. */
  number: number;
  name: string;
  address: string;
  transit: string;
  latitude: number;
  longitude: number;
  x: number;
  y: number;
  cruises: { tgid: number; title: string }[];
}

export interface CruisesPageView {
  kind: 'cruises';
  base: PageBase;
  state: SectionState;
  filter: CruiseFilter;
  filters: CruiseFilterView[];
  cards: CruiseCardView[];
  boarding: {
    state: SectionState;
    points: BoardingPointView[];
    map: { width: number; height: number; river: string[] };
  };
}

type Poi = NonNullable<PoisAnswer>['pois'][number];
const MAP = { width: 720, height: 300, margin: 0.0015 };

const asId = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The pier of each product: the point of interest its itinerary starts at. */
async function boardingPoiIds(tgids: readonly number[], context: PageContext): Promise<Map<number, number>> {
  const answers = await Promise.all(
    tgids.map((tgid) =>
      context.catalogue.getTourGroupItineraries(tgid, { language: context.language }, context.request),
    ),
  );
  const piers = new Map<number, number>();
  for (const answer of answers) {
    const start = answer?.experienceItineraries
      .flatMap((itinerary) => (Array.isArray(itinerary.sections) ? itinerary.sections : []))
      .find((section): section is { type: string; poiId: number } => {
        const candidate = section as { type?: unknown; poiId?: unknown };
        return candidate.type === 'START_LOCATION' && typeof candidate.poiId === 'number';
      });
    if (answer && start) piers.set(answer.tourGroupId, start.poiId);
  }
  return piers;
}

/**
 * A cruises landing page (spec 001 §2, page type `cruises`): the city's cruises (category Cruises and
 * the cruise combos) sorted into the filters All, Sightseeing, Lunch, Dinner and Combos by
 * `rules/cruises/cruiseKind`, the chosen filter from `?filter=` (every card is rendered, the others
 * hidden, so the in-page script can switch at once), each card's pier from its itinerary's start and
 * the piers' addresses, transit and coordinates for the boarding points and their map; lunch and
 * dinner cruises with a menu link to its PDF. A failed list or pier call explains its own section.
 * @example await loadCruisesPage(page, new URL('http://paris.localhost/seine-river-cruises/?filter=dinner'), context)
 */
export async function loadCruisesPage(
  page: PageDocument,
  url: URL,
  context: PageContext,
): Promise<CruisesPageView> {
  const city =
    String(page.data['tagged_city'] ?? '')
      .trim()
      .toUpperCase() || context.site.cityCode;
  const category = asId(page.data['tagged_category']) ?? 18;
  const filter = cruiseFilter(url.searchParams);
  const [base, cruises, combos] = await Promise.all([
    loadPageBase(page, context),
    fetchProducts({ kind: 'category', id: category, city, limit: CATEGORY_LIST_LIMIT }, context),
    fetchProducts(
      { kind: 'sub-category', id: SUB_CATEGORY_COMBO, city, limit: CATEGORY_LIST_LIMIT },
      context,
    ),
  ]);
  const seen = new Set<number>();
  const items: { item: ListItem; kind: CruiseKind }[] = [];
  for (const item of [...cruises.items, ...combos.items]) {
    const kind = cruiseKind(item);
    if (!kind || seen.has(item.id)) continue;
    seen.add(item.id);
    items.push({ item, kind });
  }
  const tgids = items.map(({ item }) => item.id);
  const [showPages, piersOf] = await Promise.all([
    showPageUids(context.content, tgids, context.locale, context.site.domain),
    boardingPoiIds(tgids, context),
  ]);
  const pierIds = [...new Set(tgids.flatMap((tgid) => piersOf.get(tgid) ?? []))];
  const poisAnswer =
    pierIds.length > 0
      ? await context.catalogue.getPois(
          pierIds,
          { language: context.language, operatingSchedules: false, content: true, location: true },
          context.request,
        )
      : undefined;
  const pois = new Map<number, Poi>((poisAnswer?.pois ?? []).map((poi) => [poi.id, poi]));
  const cardViews = buildCards(
    items.map(({ item }) => item),
    showPages,
    context,
  );
  const kindOf = new Map(items.map(({ item, kind }) => [item.id, kind]));
  const itemOf = new Map(items.map(({ item }) => [item.id, item]));
  const cards: CruiseCardView[] = cardViews.map((view) => {
    const tgid = view.card.tgid;
    const kind = kindOf.get(tgid) ?? 'sightseeing';
    const item = itemOf.get(tgid);
    const poi = pois.get(piersOf.get(tgid) ?? 0);
    const menu = servesMeal(kind) ? menuOf(tgid) : undefined;
    return {
      ...view,
      kind,
      kindLabel: context.t(`cruises.kind.${kind}`),
      shown: matchesFilter(kind, filter),
      duration: durationWording(item?.minDuration, item?.maxDuration, context.language),
      pier: poi ? { id: poi.id, name: poi.name ?? '', anchor: `pier-${poi.id}` } : undefined,
      menu: menu
        ? {
            href: menuHref(tgid),
            title: context.t('cruises.menu.title', { name: view.card.title }),
            name: view.card.title,
          }
        : undefined,
    };
  });
  const counts = cruiseCounts(cards.map((card) => card.kind));
  const located = pierIds.flatMap((id) => {
    const poi = pois.get(id);
    return poi?.location ? [{ poi, location: poi.location }] : [];
  });
  const project = projection(
    [...located.map(({ location }) => location), ...SEINE_COURSE.flat()],
    MAP,
  ).project;
  return {
    kind: 'cruises',
    base,
    state: cruises.state === 'failed' ? 'failed' : cards.length === 0 ? 'empty' : 'ok',
    filter,
    filters: CRUISE_FILTERS.map((candidate) => ({
      filter: candidate,
      label: context.t(`cruises.filter.${candidate}`),
      href: cruiseFilterHref(url.pathname, candidate),
      count: counts[candidate],
      active: candidate === filter,
    })),
    cards,
    boarding: {
      state: pierIds.length > 0 && !poisAnswer ? 'failed' : located.length === 0 ? 'empty' : 'ok',
      points: located.map(({ poi, location }, index) => ({
        id: poi.id,
        anchor: `pier-${poi.id}`,
        number: index + 1,
        name: poi.name ?? '',
        address: location.address,
        transit: poi.content ?? '',
        latitude: location.latitude,
        longitude: location.longitude,
        ...project(location),
        cruises: cards
          .filter((card) => card.pier?.id === poi.id)
          .map((card) => ({ tgid: card.card.tgid, title: card.card.title })),
      })),
      map: {
        width: MAP.width,
        height: MAP.height,
        river: SEINE_COURSE.map((arm) => pathOf(arm.map(project))),
      },
    },
  };
}
