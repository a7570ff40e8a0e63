export const CATEGORY_CRUISES = 18;
export const SUB_CATEGORY_HOP_ON_HOP_OFF = 1011;
export const SUB_CATEGORY_CITY_CARDS = 1008;
export const SUB_CATEGORY_AIRPORT_TRANSFERS = 1019;
export const SUB_CATEGORY_SHARED_AIRPORT_TRANSFERS = 1145;

/** Microsite types of spec 001 §3, as the `tagged_mb_type` field spells them. */
export const MICROSITE_TYPES = [
  'a1-collection',
  'a1-city-guide',
  'a1-homepage',
  'a1-sub-category',
  'a1-category',
  'a2-sub-category',
  'a2-category',
  'b1-global',
  'b1-global-homepage',
  'c1-collection',
] as const;

/** The page-tag fields of a document's data that page-type resolution reads. */
export interface PageTags {
  tagged_city?: unknown;
  tagged_category?: unknown;
  tagged_sub_category?: unknown;
  tagged_mb_type?: unknown;
  tagged_page_type?: unknown;
  tagged_content_type?: unknown;
}

export interface CatalogueCategory {
  id: number;
  name: string;
  subCategories: { id: number; name: string }[];
}

export interface PageTypeInput {
  documentType: string;
  /** The document's Prismic tags. */
  tags: readonly string[];
  pageTags: PageTags;
  subdomainHosting: boolean;
  /** The catalogue's categories for the city; undefined when they could not be loaded. */
  categories: readonly CatalogueCategory[] | undefined;
}

/** A tag naming a point of interest's seat map, e.g. `poi-2411-seatmap` or `POI_2411_SEAT_MAP`. */
export const SEAT_MAP_TAG = /^poi[-_]?\d+[-_]seat[-_]?map$/i;

export function asId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

export function asSlug(value: unknown): string {
  return typeof value === 'string'
    ? value
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, '-')
    : '';
}

export function isLanding(input: PageTypeInput): boolean {
  return asSlug(input.pageTags.tagged_page_type) === 'landing-page';
}

/**
 * Whether a page counts as a category (or sub-category) page: a microsite not on subdomain hosting, of
 * microsite type A1 category (sub-category), a landing page, category tickets, with a tagged city, whose
 * tagged category the catalogue lists — and for a sub-category, a listed sub-category that is not city cards.
 * @example qualifiesAsCategoryPage(input, 'category') === true
 */
export function qualifiesAsCategoryPage(input: PageTypeInput, kind: 'category' | 'subCategory'): boolean {
  const { pageTags, categories } = input;
  if (input.documentType !== 'microsite' || input.subdomainHosting || !categories) return false;
  if (asSlug(pageTags.tagged_mb_type) !== (kind === 'category' ? 'a1-category' : 'a1-sub-category'))
    return false;
  if (!isLanding(input) || asSlug(pageTags.tagged_content_type) !== 'category-tickets') return false;
  if (asSlug(pageTags.tagged_city) === '') return false;
  const category = categories.find((candidate) => candidate.id === asId(pageTags.tagged_category));
  if (!category) return false;
  if (kind === 'category') return true;
  const subCategoryId = asId(pageTags.tagged_sub_category);
  return (
    subCategoryId !== SUB_CATEGORY_CITY_CARDS &&
    category.subCategories.some((sub) => sub.id === subCategoryId)
  );
}

/**
 * Whether resolving the page's type needs the catalogue's category list (only A1 category and
 * sub-category microsites can qualify), so other pages never wait for the catalogue.
 * @example needsCategories({ tagged_mb_type: 'a1-category' }) === true
 */
export function needsCategories(pageTags: PageTags): boolean {
  const type = asSlug(pageTags.tagged_mb_type);
  return (type === 'a1-category' || type === 'a1-sub-category') && asSlug(pageTags.tagged_city) !== '';
}
