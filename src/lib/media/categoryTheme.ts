import type { Theme } from './art/artwork';

/** Motifs by catalogue category id (seed/reference/categories.ts); others draw a monument. */
const BY_CATEGORY: Partial<Record<number, Theme>> = {
  2: 'skyline', // Tours
  3: 'skyline', // Transportation
  4: 'globe', // Travel Services
  5: 'food', // Food & Drink
  6: 'mountains', // Day Trips
  7: 'stage', // Entertainment
  8: 'mountains', // Adventure
  9: 'sky', // Aerial Sightseeing
  11: 'mountains', // Nature & Wildlife
  12: 'waves', // Wellness
  14: 'stage', // Specials
  15: 'mountains', // RV Rentals
  16: 'waves', // Staycations
  18: 'waves', // Cruises
  19: 'stage', // Sports
};

/**
 * The motif of a product's category.
 * @example categoryTheme(7) === 'stage'
 * @example categoryTheme(1) === 'landmark'
 */
export function categoryTheme(categoryId: number | null | undefined): Theme {
  return (
    (categoryId === null || categoryId === undefined ? undefined : BY_CATEGORY[categoryId]) ?? 'landmark'
  );
}
