import type { Theme } from './art/artwork';

/** Scenes by catalogue sub-category id (seed/reference/categories.ts): the most telling. */
const BY_SUB_CATEGORY: Partial<Record<number, Theme>> = {
  1002: 'museum',
  1003: 'park',
  1004: 'zoo',
  1008: 'services',
  1010: 'tour',
  1011: 'bus',
  1012: 'tour',
  1013: 'tour',
  1014: 'tour',
  1015: 'stage',
  1016: 'stage',
  1017: 'stage',
  1018: 'stage',
  1019: 'transfer',
  1020: 'stage',
  1021: 'stage',
  1022: 'bus',
  1023: 'services',
  1024: 'cruise',
  1025: 'cruise',
  1026: 'cruise',
  1027: 'daytrip',
  1028: 'food',
  1029: 'food',
  1031: 'food',
  1032: 'aerial',
  1033: 'aerial',
  1037: 'food',
  1108: 'cruise',
  1133: 'daytrip',
  1139: 'daytrip',
  1145: 'transfer',
};

/** Scenes by category id, for sub-categories not listed above; others draw a landmark. */
const BY_CATEGORY: Partial<Record<number, Theme>> = {
  2: 'tour', // Tours
  3: 'transfer', // Transportation
  4: 'services', // Travel Services
  5: 'food', // Food & Drink
  6: 'daytrip', // Day Trips
  7: 'stage', // Entertainment
  8: 'daytrip', // Adventure
  9: 'aerial', // Aerial Sightseeing
  10: 'cruise', // Water Sports
  11: 'daytrip', // Nature & Wildlife
  12: 'skyline', // Wellness
  13: 'food', // Classes
  14: 'stage', // Specials
  15: 'daytrip', // RV Rentals
  16: 'skyline', // Staycations
  18: 'cruise', // Cruises
  19: 'stage', // Sports
};

const known = (id: number | null | undefined) => (id === null || id === undefined ? undefined : id);

/**
 * The scene of a product's category (its sub-category first).
 * @example categoryTheme(7) === 'stage'
 * @example categoryTheme(18, 1025) === 'cruise'
 * @example categoryTheme(1) === 'landmark'
 */
export function categoryTheme(categoryId: number | null | undefined, subCategoryId?: number | null): Theme {
  const sub = known(subCategoryId);
  const category = known(categoryId);
  return (
    (sub === undefined ? undefined : BY_SUB_CATEGORY[sub]) ??
    (category === undefined ? undefined : BY_CATEGORY[category]) ??
    'landmark'
  );
}
