import type { AnalyticsPageType } from '../../rules/analytics/analyticsPageType';
import { isSeatingPlanUrl } from '../../rules/booking/urlRecognition';
import { isShoulderPage } from '../../../features/shoulder/rules/shoulderPageTypes';
import type { SubscribeEvent } from '../../subscriptions/subscribe';
import type { CardView } from '../../cards/buildCards';
import { loadCategoryPage, type CategoryPageView } from '../categoryPage';
import { loadCityPage, type CityPageView } from '../cityPage';
import { loadCollectionPage, type CollectionPageView } from '../collectionPage';
import {
  loadContentGuidePage,
  type ContentGuidePageView,
} from '../../../features/contentPage/views/contentPage';
import { loadContentView, type ContentPageView } from '../contentView';
import { loadCruisesPage, type CruisesPageView } from '../../../features/cruises/views/cruisesPage';
import { loadDayTripsPage, type DayTripsPageView } from '../../../features/dayTrips/views/dayTripsPage';
import { globalCards, globalEntities } from '../../../features/global/views/globalStructuredData';
import { loadGlobalPage, type GlobalPageView } from '../../../features/global/views/globalPage';
import { loadHohoPage, type HohoPageView } from '../../../features/hoho/views/hohoPage';
import { newsEntities } from '../../../features/news/views/newsStructuredData';
import { loadNewsPage, type NewsPageView } from '../../../features/news/views/newsPage';
import type { PageDocument } from '../pageBase';
import type { PageContext } from '../../request/pageContext';
import { loadReviewsPage, type ReviewsPageView } from '../../../features/reviews/views/reviewsPage';
import { loadSearchPage, type SearchPageView } from '../search/searchPage';
import { loadSeatingPlanPage, type SeatingPlanPageView } from '../../../features/venue/views/seatingPlanPage';
import { shoulderEntities } from '../../../features/shoulder/views/shoulderStructuredData';
import { loadShoulderPage, type ShoulderPageView } from '../../../features/shoulder/views/shoulderPage';
import { loadShowPage, type ShowPageView } from '../showPage';
import {
  attractionEntities,
  boardingEntities,
  collectionVideos,
  dayTripsEntities,
  hohoEntities,
  showEntities,
  venueEntities,
  type StructuredDataContext,
} from '../structuredEntities';
import { now } from '@storefront/clock';
import { loadTransferPage, type TransferPageView } from '../../../features/transfers/views/transferPage';
import { venueIdOf } from '../../../features/venue/views/venueDocument';
import { loadVenuePage, type VenuePageView } from '../../../features/venue/views/venuePage';
import { pageTypeRecord, resolvePageType, type PageType } from './pageTypes';

/** What recognises a page's kind: the document, its resolved page type and tags, and the request path. */
export interface KindFacts {
  documentType: string;
  pageType: PageType;
  data: Record<string, unknown>;
  /** The document's Prismic tags (a seat-map tag names a seating plan's venue). */
  tags?: readonly string[] | undefined;
  /** The request's path (a seating plan or chart is recognised by it). */
  path?: string | undefined;
}

/** What a kind's loader gets: the document, its page type and tags, and the request's query and path. */
export interface ViewRequest {
  pageType: PageType;
  page: PageDocument;
  tags?: readonly string[] | undefined;
  /** The request's query (filters, review sorting, pages) and path. */
  url: URL;
  /** The document's type (the global page types pick their parts by it). */
  documentType: string;
  /** Seconds a client over its promo-code limit must wait (show pages answer 429, code unchecked). */
  promoRetryAfter?: number | undefined;
}

/** A page's JSON-LD of its own: entities before the shared ones (site, breadcrumbs, items), and after. */
export interface OwnEntities {
  lead?: object[];
  trail?: object[];
}

/**
 * One page kind: how it is recognised, its loader, its analytics page type, its subscription event
 * (only kinds with an email sign-up), whether its component shows the sign-up form itself, and what
 * its view adds to the page's JSON-LD (its own entities, the cards of its own lists).
 * Its component is in `src/components/views/pageComponents.ts`, keyed by the same kind.
 */
export interface PageKindRecord<K extends string, V extends { kind: string }> {
  kind: K;
  recognise: (facts: KindFacts) => boolean;
  load: (request: ViewRequest, context: PageContext) => Promise<V>;
  /** Named in analytics when the page type names nothing (spec 001 §2). */
  analytics: AnalyticsPageType | ((documentType: string) => AnalyticsPageType);
  subscribe?: SubscribeEvent;
  /** The component renders the sign-up form in its own place (else it follows the page). */
  formInComponent?: true;
  jsonLd?: (view: V, context: StructuredDataContext, pageUrl: string) => OwnEntities;
  cards?: (view: V) => CardView[];
}

const kind = <K extends string, V extends { kind: string }>(
  record: PageKindRecord<K, V>,
): PageKindRecord<K, V> => record;

const slug = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
/**
 * The document type the page route names the site search by (`/search/`, src/lib/routing/searchRoute.ts):
 * a page of code, like the legal pages, with no content document behind it.
 */
export const SEARCH_DOCUMENT_TYPE = 'search';
const isMicrosite = (facts: KindFacts) => facts.documentType === 'microsite';
const collectionIdOf = (data: Record<string, unknown>): number | undefined => {
  const id = Number(data['tagged_collection']);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};
const GLOBAL_ANALYTICS: Readonly<Record<string, AnalyticsPageType>> = {
  global_city: 'City Page',
  global_collection: 'Collection',
  global_experience: 'Show Page',
};

/** The last kind: a page of slices, for every document no other kind claims. */
const CONTENT = kind<'content', ContentPageView>({
  kind: 'content',
  recognise: () => true,
  load: (request, context) => loadContentView(request.page, context),
  analytics: 'Content Page',
});

/**
 * Every page kind, in the order they are recognised (first match wins): the site search (`/search/`,
 * named by the page route, no document), global pages (B1), show,
 * reviews, venue and news pages by their document type; a venue seats page (seat-map tag) or a page
 * whose path names a seating plan or chart, when it names its venue, as a seating-plan page;
 * `content_page` documents as attraction guides; city, airport transfer, cruises, hop-on hop-off
 * landing, category and sub-category pages by the resolved page type (spec 000 §2, spec 001 §2);
 * day trips and collection microsites by their content type; default microsites tagged
 * `shoulder-page` as shoulder pages; every other page as a page of slices.
 */
export const PAGE_KINDS = [
  kind<'search', SearchPageView>({
    kind: 'search',
    recognise: (facts) => facts.documentType === SEARCH_DOCUMENT_TYPE,
    load: (request, context) => loadSearchPage(request.url, context),
    analytics: 'Content Page',
    cards: (view) => view.products.items,
  }),
  kind<'global', GlobalPageView>({
    kind: 'global',
    recognise: (facts) => facts.documentType.startsWith('global_'),
    load: (request, context) => loadGlobalPage(request.documentType, request.page, context),
    analytics: (documentType) => GLOBAL_ANALYTICS[documentType] ?? 'Content Page',
    jsonLd: (view, context, pageUrl) => ({ lead: globalEntities(view, context, pageUrl) }),
    cards: globalCards,
  }),
  kind<'show', ShowPageView>({
    kind: 'show',
    recognise: (facts) => facts.documentType === 'showpage',
    load: (request, context) =>
      loadShowPage(request.page, context, request.url, now(), {
        promoRetryAfter: request.promoRetryAfter,
      }),
    analytics: 'Show Page',
    jsonLd: (view, context, pageUrl) => ({ lead: showEntities(view, context, pageUrl) }),
  }),
  kind<'reviews', ReviewsPageView>({
    kind: 'reviews',
    recognise: (facts) => facts.documentType === 'reviews_page',
    load: (request, context) => loadReviewsPage(request.page, request.url, context),
    analytics: 'Reviews Page',
  }),
  kind<'venue', VenuePageView>({
    kind: 'venue',
    recognise: (facts) => facts.documentType === 'venue_page',
    load: (request, context) => loadVenuePage(request.page, context, now()),
    analytics: 'Venue Page',
    jsonLd: (view, _context, pageUrl) => ({ lead: venueEntities(view, pageUrl) }),
    cards: (view) => view.nowPlaying.cards,
  }),
  kind<'news', NewsPageView>({
    kind: 'news',
    recognise: (facts) => facts.documentType === 'news_page',
    load: (request, context) => loadNewsPage(request.page, request.url, context),
    analytics: 'News Page',
    subscribe: 'News Page Subscribe',
    formInComponent: true,
    jsonLd: (view, context, pageUrl) => ({ lead: newsEntities(view, context, pageUrl) }),
  }),
  kind<'seatingPlan', SeatingPlanPageView | ContentPageView>({
    kind: 'seatingPlan',
    recognise: (facts) =>
      (facts.pageType === 'seatMapExperiment' || isSeatingPlanUrl(facts.path)) &&
      venueIdOf(facts.data, facts.tags ?? []) !== undefined,
    load: async (request, context) => {
      const venueId = venueIdOf(request.page.data, request.tags ?? []);
      return venueId === undefined
        ? CONTENT.load(request, context)
        : loadSeatingPlanPage(request.page, venueId, request.pageType === 'seatMapExperiment', context);
    },
    analytics: 'Venue Seats Page',
  }),
  kind<'contentPage', ContentGuidePageView>({
    kind: 'contentPage',
    recognise: (facts) => facts.documentType === 'content_page',
    load: (request, context) => loadContentGuidePage(request.page, request.url, context, now()),
    analytics: 'Content Page',
    jsonLd: (view, _context, pageUrl) => ({ lead: attractionEntities(view, pageUrl) }),
    cards: (view) => view.tickets?.cards ?? [],
  }),
  kind<'city', CityPageView>({
    kind: 'city',
    recognise: (facts) => facts.pageType === 'city',
    // Links to other sites' city pages: the registry tells which documents are city pages.
    load: (request, context) => loadCityPage(request.page, context, { isCityPage: isCityDocument }),
    analytics: 'City Page',
    subscribe: 'City Page Subscribe',
  }),
  kind<'transfers', TransferPageView>({
    kind: 'transfers',
    recognise: (facts) => facts.pageType === 'airportTransfers',
    load: (request, context) => loadTransferPage(request.page, request.url, context, now()),
    analytics: 'Airport Transfers',
  }),
  kind<'cruises', CruisesPageView>({
    kind: 'cruises',
    recognise: (facts) => facts.pageType === 'cruises',
    load: (request, context) => loadCruisesPage(request.page, request.url, context),
    analytics: 'Cruises Landing Page',
    jsonLd: (view, _context, pageUrl) => ({ lead: boardingEntities(view, pageUrl) }),
    cards: (view) => view.cards,
  }),
  kind<'hopOnHopOff', HohoPageView>({
    kind: 'hopOnHopOff',
    // A hop-on hop-off landing page gets the routes page; its shoulder pages stay pages of slices.
    recognise: (facts) =>
      facts.pageType === 'hopOnHopOff' && slug(facts.data['tagged_page_type']) === 'landing-page',
    load: (request, context) => loadHohoPage(request.page, context),
    analytics: 'Hop-On Hop-Off',
    jsonLd: (view) => ({ lead: hohoEntities(view) }),
    cards: (view) => view.products.cards,
  }),
  kind<'category', CategoryPageView>({
    kind: 'category',
    recognise: (facts) => facts.pageType === 'category' || facts.pageType === 'subCategory',
    load: (request, context) =>
      loadCategoryPage(
        request.page,
        request.pageType === 'subCategory' ? 'subCategory' : 'category',
        request.url.searchParams,
        request.url.pathname,
        context,
      ),
    analytics: 'Category Page',
    subscribe: 'Category/Sub Category Page Subscribe',
    cards: (view) => view.cards,
  }),
  kind<'dayTrips', DayTripsPageView>({
    kind: 'dayTrips',
    // An editor's choice: `tagged_content_type: day-trips` (src/features/dayTrips/README.md).
    recognise: (facts) => isMicrosite(facts) && slug(facts.data['tagged_content_type']) === 'day-trips',
    load: (request, context) => loadDayTripsPage(request.page, context),
    analytics: 'Content Page',
    jsonLd: (view, context, pageUrl) => ({ lead: dayTripsEntities(view, context, pageUrl) }),
    cards: (view) => view.products.groups.flatMap((group) => group.cards),
  }),
  kind<'collection', CollectionPageView>({
    kind: 'collection',
    recognise: (facts) =>
      isMicrosite(facts) &&
      String(facts.data['tagged_content_type'] ?? '')
        .trim()
        .toLowerCase() === 'collection' &&
      collectionIdOf(facts.data) !== undefined,
    load: (request, context) => loadCollectionPage(request.page, context, request.url),
    analytics: 'Collection',
    jsonLd: (view, context, pageUrl) => ({ trail: collectionVideos(view, context, pageUrl) }),
    cards: (view) => [...view.picks, ...view.products.cards],
  }),
  kind<'shoulder', ShoulderPageView>({
    kind: 'shoulder',
    // A shoulder page of a special page type (hop-on hop-off routes, transfers…) keeps that type's page.
    recognise: (facts) => isMicrosite(facts) && facts.pageType === 'default' && isShoulderPage(facts.data),
    load: (request, context) => loadShoulderPage(request.page, context),
    analytics: 'Content Page',
    jsonLd: (view, _context, pageUrl) => ({ lead: shoulderEntities(view, pageUrl) }),
    cards: (view) => view.subAttractions.A.flatMap((item) => item.tickets?.cards ?? []),
  }),
  CONTENT,
] as const;

type AnyKind = (typeof PAGE_KINDS)[number];
/** The kinds a document can be shown as (one loader and one component each). */
export type ViewKind = AnyKind['kind'];
/** The view model of a page, as its kind's loader returns it. */
export type PageView = Awaited<ReturnType<AnyKind['load']>>;
/** The view of one kind. */
export type ViewOf<K extends PageView['kind']> = Extract<PageView, { kind: K }>;

export const VIEW_KINDS: readonly ViewKind[] = PAGE_KINDS.map((record) => record.kind);

/** A kind's record, loosely typed for lookups by a view's `kind` (each record takes its own view). */
interface LooseRecord {
  kind: ViewKind;
  recognise: (facts: KindFacts) => boolean;
  load: (request: ViewRequest, context: PageContext) => Promise<PageView>;
  analytics: AnalyticsPageType | ((documentType: string) => AnalyticsPageType);
  subscribe?: SubscribeEvent;
  formInComponent?: true;
  jsonLd?: (view: never, context: StructuredDataContext, pageUrl: string) => OwnEntities;
  cards?: (view: never) => CardView[];
}
const RECORDS: readonly LooseRecord[] = PAGE_KINDS;

/** The record of a kind. */
export function pageKindRecord(kind: ViewKind): LooseRecord {
  return RECORDS.find((record) => record.kind === kind) ?? CONTENT;
}

/**
 * Which kind a document is shown as: the first record that recognises it.
 * @example recognisePageKind({ documentType: 'microsite', pageType: 'default', data: { tagged_content_type: 'collection', tagged_collection: 167 } }) === 'collection'
 */
export function recognisePageKind(facts: KindFacts): ViewKind {
  return (RECORDS.find((record) => record.recognise(facts)) ?? CONTENT).kind;
}

/**
 * How the page route shows a document, as far as the content alone tells (recognition without the
 * request path): city pages and collection pages are decided by page tags; category pages need the
 * catalogue and are not told apart here. For the sitemap and for links to other sites' pages.
 * @example documentViewKind(cityGuideLanding, false) === 'city'
 */
export function documentViewKind(
  document: { type: string; tags: readonly string[]; data: Record<string, unknown> },
  subdomainHosting: boolean,
): ViewKind {
  const pageType = resolvePageType({
    documentType: document.type,
    tags: document.tags,
    pageTags: document.data,
    subdomainHosting,
    categories: undefined,
  });
  return recognisePageKind({ documentType: document.type, pageType, data: document.data });
}

/** Whether another site's document is shown as a city page (for the city page's nearby-city links). */
function isCityDocument(
  document: Parameters<typeof documentViewKind>[0],
  site: { subdomainHosting: boolean },
): boolean {
  return documentViewKind(document, site.subdomainHosting) === 'city';
}

/**
 * The view model of a page, by its kind's loader (each fetches in parallel and degrades per part).
 * @example await loadView('category', { pageType: 'category', page, url, documentType: 'microsite' }, context)
 */
export function loadView(kind: ViewKind, request: ViewRequest, context: PageContext): Promise<PageView> {
  return pageKindRecord(kind).load(request, context);
}

/**
 * A page's analytics page type (spec 001 §2): its page type's when it has one (seat map, city,
 * hop-on hop-off, cruises, transfers, category, sub-category), else its kind's.
 * @example analyticsPageTypeOf('default', 'show', 'showpage') === 'Show Page'
 */
export function analyticsPageTypeOf(
  pageType: PageType,
  kind: ViewKind,
  documentType: string,
): AnalyticsPageType {
  const { analytics } = pageKindRecord(kind);
  return (
    pageTypeRecord(pageType).analytics ??
    (typeof analytics === 'string' ? analytics : analytics(documentType))
  );
}

/**
 * The subscription event of a page kind (spec 001 §7), or undefined when it has no sign-up form.
 * @example subscribeEventOf('city') === 'City Page Subscribe'
 */
export function subscribeEventOf(kind: ViewKind): SubscribeEvent | undefined {
  return pageKindRecord(kind).subscribe;
}

/** The cards of a view's own lists (its kind's), for the page's item list. */
export function ownCards(view: PageView): CardView[] {
  return pageKindRecord(view.kind).cards?.(view as never) ?? [];
}

/** The entities a view adds to its page's JSON-LD (its kind's), before and after the shared ones. */
export function ownEntities(view: PageView, context: StructuredDataContext, pageUrl: string): OwnEntities {
  return pageKindRecord(view.kind).jsonLd?.(view as never, context, pageUrl) ?? {};
}
