import type { PageType } from '../routing/pageType';
import { isSeatingPlanUrl } from '../rules/booking/urlRecognition';
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
  'content',
  'contentPage',
] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];

/**
 * Which page a document is shown as: show, reviews and venue pages by their document type; a venue
 * seats page (seat-map tag) or a page whose path names a seating plan or chart, when it names its
 * venue, as a seating-plan page; city, airport transfer, category and sub-category pages by the resolved page type
 * (spec 000 §2, spec 001 §2); a microsite page whose
 * `tagged_content_type` is `collection` and that names a collection as the collection page; a
 * `content_page` document as an attraction guide (`contentPage`); every other page (landing and
 * shoulder pages, news pages) as a page of slices.
 * @example viewKind('microsite', 'default', { tagged_content_type: 'collection', tagged_collection: 167 }) === 'collection'
 */
export function viewKind(
  documentType: string,
  pageType: PageType,
  data: Record<string, unknown>,
  page: { tags?: readonly string[]; path?: string } = {},
): ViewKind {
  if (documentType === 'showpage') return 'show';
  if (documentType === 'reviews_page') return 'reviews';
  if (documentType === 'venue_page') return 'venue';
  if (
    (pageType === 'seatMapExperiment' || isSeatingPlanUrl(page.path)) &&
    venueIdOf(data, page.tags ?? []) !== undefined
  )
    return 'seatingPlan';
  if (documentType === 'content_page') return 'contentPage';
  if (pageType === 'city') return 'city';
  if (pageType === 'airportTransfers') return 'transfers';
  if (pageType === 'category' || pageType === 'subCategory') return 'category';
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
  return 'content';
}
