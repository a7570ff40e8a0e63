import type { PageType } from '../routing/pageType';
import { isSeatingPlanUrl } from '../rules/booking/urlRecognition';
import { isShoulderPage } from '../rules/shoulder/shoulderPageTypes';
import { venueIdOf } from './venue/venueDocument';

/** The page components a document can be shown with (one loader and one component each). */
export const VIEW_KINDS = [
  'show',
  'reviews',
  'city',
  'category',
  'collection',
  'venue',
  'seatingPlan',
  'transfers',
  'cruises',
  'global',
  'hopOnHopOff',
  'dayTrips',
  'news',
  'shoulder',
  'content',
  'contentPage',
] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];

const slug = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
/** A hop-on hop-off landing page gets the routes page; its shoulder pages stay pages of slices. */
const isLandingPage = (data: Record<string, unknown>) => slug(data['tagged_page_type']) === 'landing-page';
/** A day trips page is an editor's choice: `tagged_content_type: day-trips` (docs/day-trips.md). */
const isDayTripsPage = (data: Record<string, unknown>) => slug(data['tagged_content_type']) === 'day-trips';

/**
 * Which page a document is shown as: show, reviews, venue and news pages by their document type; a venue
 * seats page (seat-map tag) or a page whose path names a seating plan or chart, when it names its
 * venue, as a seating-plan page; city, airport transfer, cruises, category and sub-category pages by
 * the resolved page type (spec 000 §2, spec 001 §2), a hop-on hop-off landing page as the routes page;
 * the five global document types as a global page (B1); a microsite page tagged
 * `tagged_content_type: day-trips` as the day trips page; a microsite page whose
 * `tagged_content_type` is `collection` and that names a collection as the collection page; a
 * default microsite page tagged `shoulder-page` as a shoulder page (the attraction guide); a
 * `content_page` document as an attraction guide (`contentPage`); every other page (landing pages)
 * as a page of slices.
 * @example viewKind('microsite', 'default', { tagged_content_type: 'collection', tagged_collection: 167 }) === 'collection'
 */
export function viewKind(
  documentType: string,
  pageType: PageType,
  data: Record<string, unknown>,
  page: { tags?: readonly string[]; path?: string } = {},
): ViewKind {
  if (documentType.startsWith('global_')) return 'global';
  if (documentType === 'showpage') return 'show';
  if (documentType === 'reviews_page') return 'reviews';
  if (documentType === 'venue_page') return 'venue';
  if (documentType === 'news_page') return 'news';
  if (
    (pageType === 'seatMapExperiment' || isSeatingPlanUrl(page.path)) &&
    venueIdOf(data, page.tags ?? []) !== undefined
  )
    return 'seatingPlan';
  if (documentType === 'content_page') return 'contentPage';
  if (pageType === 'city') return 'city';
  if (pageType === 'airportTransfers') return 'transfers';
  if (pageType === 'cruises') return 'cruises';
  if (pageType === 'hopOnHopOff' && isLandingPage(data)) return 'hopOnHopOff';
  if (pageType === 'category' || pageType === 'subCategory') return 'category';
  if (documentType === 'microsite' && isDayTripsPage(data)) return 'dayTrips';
  const collection = Number(data['tagged_collection']);
  if (
    documentType === 'microsite' &&
    String(data['tagged_content_type'] ?? '')
      .trim()
      .toLowerCase() === 'collection' &&
    Number.isSafeInteger(collection) &&
    collection > 0
  )
    return 'collection';
  // A shoulder page of a special page type (hop-on hop-off routes, transfers…) keeps that type's page.
  if (documentType === 'microsite' && pageType === 'default' && isShoulderPage(data)) return 'shoulder';
  return 'content';
}
