import type { UiKey } from '../../i18n/bundles';
import type { AnalyticsPageType } from '../../rules/analytics/analyticsPageType';
import {
  asId,
  asSlug,
  CATEGORY_CRUISES,
  isLanding,
  qualifiesAsCategoryPage,
  SEAT_MAP_TAG,
  SUB_CATEGORY_AIRPORT_TRANSFERS,
  SUB_CATEGORY_HOP_ON_HOP_OFF,
  SUB_CATEGORY_SHARED_AIRPORT_TRANSFERS,
  type PageTypeInput,
} from '../../routing/pageType';

/**
 * One page type of spec 000 §2 / spec 001 §2: how it is recognised from the document and its tags, its
 * label, and its analytics page type (a page type that has one names the page in analytics, whatever
 * the page kind it is shown as).
 */
interface PageTypeRecord<T extends string> {
  type: T;
  matches: (input: PageTypeInput) => boolean;
  label: UiKey;
  analytics?: AnalyticsPageType;
}

const record = <T extends string>(value: PageTypeRecord<T>): PageTypeRecord<T> => value;
const subCategoryOf = (input: PageTypeInput) => asId(input.pageTags.tagged_sub_category);

/** The last page type: every page no other type claims. */
const DEFAULT_TYPE = record({ type: 'default', matches: () => true, label: 'page.type.default' });

/** The page types in the order they are recognised, first match wins (spec 000 §2, spec 001 §2). */
export const PAGE_TYPE_RECORDS = [
  record({
    type: 'seatMapExperiment',
    matches: (input) => input.tags.some((tag) => SEAT_MAP_TAG.test(tag)),
    label: 'page.type.seatMap',
    analytics: 'Venue Seats Page',
  }),
  record({
    type: 'city',
    matches: (input) => asSlug(input.pageTags.tagged_mb_type) === 'a1-city-guide' && isLanding(input),
    label: 'page.type.city',
    analytics: 'City Page',
  }),
  record({
    type: 'hopOnHopOff',
    matches: (input) => subCategoryOf(input) === SUB_CATEGORY_HOP_ON_HOP_OFF,
    label: 'page.type.hopOnHopOff',
    analytics: 'Hop-On Hop-Off',
  }),
  record({
    type: 'cruises',
    matches: (input) => asId(input.pageTags.tagged_category) === CATEGORY_CRUISES && isLanding(input),
    label: 'page.type.cruises',
    analytics: 'Cruises Landing Page',
  }),
  record({
    type: 'airportTransfers',
    matches: (input) =>
      subCategoryOf(input) === SUB_CATEGORY_AIRPORT_TRANSFERS ||
      subCategoryOf(input) === SUB_CATEGORY_SHARED_AIRPORT_TRANSFERS,
    label: 'page.type.airportTransfers',
    analytics: 'Airport Transfers',
  }),
  record({
    type: 'category',
    matches: (input) => qualifiesAsCategoryPage(input, 'category'),
    label: 'page.type.category',
    analytics: 'Category Page',
  }),
  record({
    type: 'subCategory',
    matches: (input) => qualifiesAsCategoryPage(input, 'subCategory'),
    label: 'page.type.subCategory',
    analytics: 'Sub-Category Page',
  }),
  DEFAULT_TYPE,
] as const;

export type PageType = (typeof PAGE_TYPE_RECORDS)[number]['type'];
const RECORDS: readonly PageTypeRecord<PageType>[] = PAGE_TYPE_RECORDS;
export const PAGE_TYPES: readonly PageType[] = RECORDS.map((entry) => entry.type);

/** The record of a page type. */
export function pageTypeRecord(type: PageType): PageTypeRecord<PageType> {
  return RECORDS.find((entry) => entry.type === type) ?? DEFAULT_TYPE;
}

/**
 * The type of a page, first match wins: seat-map experiment, city, hop-on hop-off, cruises, airport
 * transfers, category, sub-category, else default.
 * @example resolvePageType({ documentType: 'microsite', tags: ['poi-12-seatmap'], … }) === 'seatMapExperiment'
 */
export function resolvePageType(input: PageTypeInput): PageType {
  return (RECORDS.find((entry) => entry.matches(input)) ?? DEFAULT_TYPE).type;
}
