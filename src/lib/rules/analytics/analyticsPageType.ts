import type { PageType } from '../../routing/pageType';

/** The page types named for analytics (spec 001 §2), exactly as spelled there. */
export const ANALYTICS_PAGE_TYPES = [
  'Collection',
  'Content Page',
  'Show Page',
  'Venue Page',
  'City Page',
  'Category Page',
  'Sub-Category Page',
  'News Page',
  'Hop-On Hop-Off',
  'Airport Transfers',
  'Reviews Page',
  'Venue Seats Page',
  'Cruises Landing Page',
] as const;
export type AnalyticsPageType = (typeof ANALYTICS_PAGE_TYPES)[number];

const BY_PAGE_TYPE: Partial<Record<PageType, AnalyticsPageType>> = {
  seatMapExperiment: 'Venue Seats Page',
  city: 'City Page',
  hopOnHopOff: 'Hop-On Hop-Off',
  cruises: 'Cruises Landing Page',
  airportTransfers: 'Airport Transfers',
  category: 'Category Page',
  subCategory: 'Sub-Category Page',
};

const BY_VIEW: Record<string, AnalyticsPageType> = {
  show: 'Show Page',
  reviews: 'Reviews Page',
  collection: 'Collection',
  venue: 'Venue Page',
  seatingPlan: 'Venue Seats Page',
  news: 'News Page',
  contentPage: 'Content Page',
};

const BY_DOCUMENT_TYPE: Record<string, AnalyticsPageType> = {
  news_page: 'News Page',
  venue_page: 'Venue Page',
  content_page: 'Content Page',
  global_city: 'City Page',
  global_collection: 'Collection',
  global_experience: 'Show Page',
};

/**
 * A page's analytics page type (spec 001 §2): the resolved page type first (seat map, city, hop-on
 * hop-off, cruises, transfers, category, sub-category), then the view (show, reviews, collection,
 * venue, seating plan: a seating-plan page is a venue seats page even outside the experiment),
 * then the document type (news, venue, content pages; global city, collection and experience pages
 * count as City Page, Collection and Show Page); anything else is a Content Page.
 * @example analyticsPageType('default', 'showpage', 'show') === 'Show Page'
 * @example analyticsPageType('city', 'microsite', 'city') === 'City Page'
 */
export function analyticsPageType(pageType: PageType, documentType: string, view: string): AnalyticsPageType {
  return BY_PAGE_TYPE[pageType] ?? BY_VIEW[view] ?? BY_DOCUMENT_TYPE[documentType] ?? 'Content Page';
}
