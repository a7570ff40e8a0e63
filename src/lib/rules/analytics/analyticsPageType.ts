/**
 * The page types named for analytics (spec 001 §2), exactly as spelled there. Which page is named what
 * is the page-kind registry's (`analyticsPageTypeOf` in src/lib/views/registry/pageKinds.ts).
 */
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
