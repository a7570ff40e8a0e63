import type { LanguageCode } from '../../i18n/languages';
import { translatorFor } from '../translatorFor';
import type { ReviewFilter, ReviewSort } from './reviewQuery';

const sortKeys = {
  'most-relevant': 'rules.reviews.sort.mostRelevant',
  'high-to-low': 'rules.reviews.sort.highToLow',
  'low-to-high': 'rules.reviews.sort.lowToHigh',
  'most-recent': 'rules.reviews.sort.mostRecent',
} as const satisfies Record<ReviewSort, string>;

const filterKeys = {
  '4-plus': 'rules.reviews.filter.fourPlus',
  '3': 'rules.reviews.filter.three',
  'under-3': 'rules.reviews.filter.underThree',
  'with-images': 'rules.reviews.filter.withImages',
} as const satisfies Record<ReviewFilter, string>;

/** @example reviewSortLabel('high-to-low', 'en') === 'Rating: high to low' */
export function reviewSortLabel(sort: ReviewSort, lang: LanguageCode): string {
  return translatorFor(lang)(sortKeys[sort]);
}

/** @example reviewFilterLabel('4-plus', 'en') === '4+ stars' */
export function reviewFilterLabel(filter: ReviewFilter, lang: LanguageCode): string {
  return translatorFor(lang)(filterKeys[filter]);
}

/** @example reviewCountLabel(1, 'en') === '1 review'; reviewCountLabel(1250, 'en') === '1,250 reviews' */
export function reviewCountLabel(count: number, lang: LanguageCode): string {
  const value = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return translatorFor(lang)('rules.reviews.count', { count: value });
}

/**
 * What the review list says when no review matches the filters (spec 001 §8), with its action.
 * @example reviewsEmptyState('en') → { message: 'We couldn’t find reviews matching your selected filters', action: 'Show all reviews' }
 */
export function reviewsEmptyState(lang: LanguageCode): { message: string; action: string } {
  const t = translatorFor(lang);
  return { message: t('rules.reviews.noMatch'), action: t('rules.reviews.showAll') };
}
