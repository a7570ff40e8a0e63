import type { Taxon } from '../../../lib/rules/catalogueTypes';

/** The cruise filters of spec 001 §2 (All is every kind). */
export const CRUISE_KINDS = ['sightseeing', 'lunch', 'dinner', 'combos'] as const;
export type CruiseKind = (typeof CRUISE_KINDS)[number];

export const CATEGORY_CRUISES = 18;
export const SUB_CATEGORY_SIGHTSEEING_CRUISES = 1024;
export const SUB_CATEGORY_DINNER_CRUISES = 1025;
export const SUB_CATEGORY_LUNCH_CRUISES = 1026;
export const SUB_CATEGORY_COMBO = 1080;

// Words in product names and English URL slugs, accents folded, in the storefront's main languages.
const CRUISE_WORDS =
  /\b(cruises?|croisieres?|crocier[ae]|cruceros?|kreuzfahrt\w*|rundfahrt\w*|boat|bateaux?|vedettes?|riverboat|barge|peniche)\b|كروز|رحلة نهرية|قارب/u;
const DINNER_WORDS = /\b(dinner|diner|souper|cena|abendessen)\b|عشاء/u;
const LUNCH_WORDS = /\b(lunch|dejeuner|pranzo|almuerzo|mittagessen)\b|غداء/u;

/** What the rule reads of a tour group (spec 000 §3 names). */
interface Product {
  name?: string | null | undefined;
  urlSlugs?: Record<string, string> | null | undefined;
  combo?: boolean | null | undefined;
  flowType?: string | null | undefined;
  primaryCategory?: Pick<Taxon, 'id'> | null | undefined;
  primarySubCategory?: Pick<Taxon, 'id'> | null | undefined;
}

/** A product's name and English slug, lower-cased, accents removed, hyphens as spaces. */
function textOf(product: Product): string {
  const slug = product.urlSlugs?.['EN'] ?? '';
  return `${product.name ?? ''} ${slug}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-_/]+/g, ' ');
}

/**
 * Which cruise filter a product belongs to, or undefined when it is not a cruise. From the catalogue's
 * data, most reliable first: a combo (the combo flag, COMBO flow type or the Combo sub-category 1080)
 * is in Combos when it includes a cruise (category Cruises, or a cruise word in its name or English
 * slug); the Dinner Cruises (1025) and Lunch Cruises (1026) sub-categories; then a meal word in the
 * name or slug (a "Dinner cruise" filed under Sightseeing Cruises); any other product of the Cruises
 * category (18) is Sightseeing — a glass of champagne does not make a lunch.
 * @example cruiseKind({ name: 'Bateaux Parisiens Seine Dinner Cruise', primaryCategory: { id: 18 }, primarySubCategory: { id: 1025 } }) === 'dinner'
 * @example cruiseKind({ name: 'Combo: Eiffel Tower & Seine River Cruise', combo: true, primarySubCategory: { id: 1080 } }) === 'combos'
 * @example cruiseKind({ name: 'Louvre Museum Tickets', primaryCategory: { id: 1 } }) === undefined
 */
export function cruiseKind(product: Product): CruiseKind | undefined {
  const text = textOf(product);
  const inCruises = product.primaryCategory?.id === CATEGORY_CRUISES;
  const subCategory = product.primarySubCategory?.id;
  const isCombo =
    product.combo === true || product.flowType === 'COMBO' || subCategory === SUB_CATEGORY_COMBO;
  if (isCombo) return inCruises || CRUISE_WORDS.test(text) ? 'combos' : undefined;
  if (!inCruises) return undefined;
  if (subCategory === SUB_CATEGORY_DINNER_CRUISES) return 'dinner';
  if (subCategory === SUB_CATEGORY_LUNCH_CRUISES) return 'lunch';
  if (DINNER_WORDS.test(text)) return 'dinner';
  if (LUNCH_WORDS.test(text)) return 'lunch';
  return 'sightseeing';
}

/** Whether a kind serves a meal, so its card offers the menu. */
export const servesMeal = (kind: CruiseKind | undefined): boolean => kind === 'lunch' || kind === 'dinner';
