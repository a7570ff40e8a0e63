import { loadCategoryPage, type CategoryPageView } from './categoryPage';
import { loadCityPage, type CityPageView } from './cityPage';
import { loadCollectionPage, type CollectionPageView } from './collectionPage';
import { loadShowPage, type ShowPageView } from './showPage';
import { loadPageBase, type PageBase, type PageDocument } from './pageBase';
import type { PageContext } from './pageContext';
import { loadReviewsPage, type ReviewsPageView } from './reviewsPage';
import { loadSeatingPlanPage, type SeatingPlanPageView } from './seatingPlanPage';
import { venueIdOf } from './venue/venueDocument';
import { loadVenuePage, type VenuePageView } from './venuePage';
import { loadTransferPage, type TransferPageView } from './transferPage';
import { loadCruisesPage, type CruisesPageView } from './cruisesPage';
import { loadHohoPage, type HohoPageView } from './hohoPage';
import { loadDayTripsPage, type DayTripsPageView } from './dayTripsPage';
import { loadNewsPage, type NewsPageView } from './newsPage';
import {
  landingGuides,
  loadShoulderPage,
  type LandingGuideLink,
  type ShoulderPageView,
} from './shoulderPage';
import { loadContentGuidePage, type ContentGuidePageView } from './contentPage';
import type { ViewKind } from './viewKind';
import { loadGlobalPage, type GlobalPageView } from './global/globalPage';
import type { PageType } from '../routing/pageType';

export interface ContentPageView {
  kind: 'content';
  base: PageBase;
  /** A landing page's "Plan your visit" block: the site's shoulder pages. */
  guides?: LandingGuideLink[];
}

export type PageView =
  | ContentPageView
  | CategoryPageView
  | CityPageView
  | CollectionPageView
  | ShowPageView
  | ReviewsPageView
  | VenuePageView
  | SeatingPlanPageView
  | TransferPageView
  | CruisesPageView
  | GlobalPageView
  | HohoPageView
  | DayTripsPageView
  | NewsPageView
  | ShoulderPageView
  | ContentGuidePageView;

export interface ViewRequest {
  kind: ViewKind;
  pageType: PageType;
  page: PageDocument;
  /** The document's Prismic tags (a seat-map tag names a seating plan's venue). */
  tags?: readonly string[];
  /** The request's query (filters, review sorting, pages) and path. */
  url: URL;
  /** The document's type (the global page types pick their loader by it). */
  documentType?: string;
  /** Seconds a client over its promo-code limit must wait (show pages answer 429, code unchecked). */
  promoRetryAfter?: number | undefined;
}

/**
 * The view model of a page, by its view kind: each kind has one loader that fetches in parallel and
 * degrades per part.
 * @example await loadView({ kind: 'category', pageType: 'category', page, url }, context)
 */
export async function loadView(request: ViewRequest, context: PageContext): Promise<PageView> {
  const { page, url } = request;
  switch (request.kind) {
    case 'category':
      return loadCategoryPage(
        page,
        request.pageType === 'subCategory' ? 'subCategory' : 'category',
        url.searchParams,
        url.pathname,
        context,
      );
    case 'city':
      return loadCityPage(page, context);
    case 'collection':
      return loadCollectionPage(page, context, url);
    case 'show':
      return loadShowPage(page, context, url, new Date(), { promoRetryAfter: request.promoRetryAfter });
    case 'reviews':
      return loadReviewsPage(page, url, context);
    case 'transfers':
      return loadTransferPage(page, url, context);
    case 'cruises':
      return loadCruisesPage(page, url, context);
    case 'venue':
      return loadVenuePage(page, context);
    case 'global':
      return loadGlobalPage(request.documentType ?? '', page, context);
    case 'hopOnHopOff':
      return loadHohoPage(page, context);
    case 'dayTrips':
      return loadDayTripsPage(page, context);
    case 'news':
      return loadNewsPage(page, url, context);
    case 'shoulder':
      return loadShoulderPage(page, context);
    case 'contentPage':
      return loadContentGuidePage(page, url, context);
    case 'seatingPlan': {
      const venueId = venueIdOf(page.data, request.tags ?? []);
      if (venueId !== undefined)
        return loadSeatingPlanPage(page, venueId, request.pageType === 'seatMapExperiment', context);
      return { kind: 'content', base: await loadPageBase(page, context) };
    }
    default: {
      const [base, guides] = await Promise.all([loadPageBase(page, context), landingGuides(page, context)]);
      return { kind: 'content', base, ...(guides.length > 0 && { guides }) };
    }
  }
}
