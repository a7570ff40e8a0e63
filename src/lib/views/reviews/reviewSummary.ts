import { getLanguage, type LanguageCode } from '../../i18n/languages';
import type { Translate } from '../../i18n/translator';
import { formatRating } from '../../rules/reviews/formatRating';
import { hasTrustBadge } from '../../rules/reviews/hasTrustBadge';
import { ratingStars, type Star } from '../../rules/reviews/ratingStars';
import { ratingBreakdown, type RatingBreakdownRow } from '../../rules/reviews/ratingBreakdown';
import type { ReviewAnswer } from './reviewAnswer';
import type { ReviewItemView } from './reviewItemView';

export interface ReviewSummaryView {
  average: number;
  /** "4.4" in the page's number format. */
  averageLabel: string;
  stars: Star[];
  /** "Rated 4.4 out of 5". */
  starsLabel: string;
  count: number;
  /** "2,677 ratings". */
  countLabel: string;
  trustBadge: boolean;
  /** Ratings by stars, 5 to 1, adding up to `count` ("5 stars", "6 ratings"); undefined without one. */
  breakdown: (RatingBreakdownRow & { starsLabel: string; countLabel: string })[] | undefined;
}

/** What JSON-LD needs: AggregateRating and the reviews shown (schema.org Review). */
export interface ReviewsStructuredData {
  ratingValue: number;
  ratingCount: number;
  reviews: {
    author: string;
    datePublished: string;
    ratingValue: number;
    reviewBody: string;
    inLanguage: string;
  }[];
}

/**
 * The rating of everything reviewed (the scope's average and count, whatever the filters), with the
 * trust badge rule (spec 000 §5); undefined without ratings.
 * @example reviewSummary({ averageRating: 4.43, ratingsCount: 185, total: 94, items: [] }, 'en', t)
 *   → { averageLabel: '4.4', countLabel: '185 ratings', trustBadge: true, … }
 */
export function reviewSummary(
  answer: ReviewAnswer,
  language: LanguageCode,
  t: Translate,
): ReviewSummaryView | undefined {
  const average = answer.averageRating;
  if (average === null || answer.ratingsCount === 0) return undefined;
  const averageLabel = formatRating(average, language);
  return {
    average,
    averageLabel,
    stars: ratingStars(average),
    starsLabel: t('reviews.rated', { rating: averageLabel }),
    count: answer.ratingsCount,
    countLabel: t('reviews.ratings', { count: answer.ratingsCount }),
    trustBadge: hasTrustBadge(average, answer.ratingsCount),
    breakdown: ratingBreakdown(answer.ratingCounts, answer.ratingsCount)?.map((row) => ({
      ...row,
      starsLabel: t('extras.breakdown.stars', { count: row.stars }),
      countLabel: t('reviews.ratings', { count: row.count }),
    })),
  };
}

/** The aggregate rating and the reviews shown, as structured data needs them. */
export function reviewsStructuredData(
  summary: ReviewSummaryView,
  items: readonly ReviewItemView[],
  reviewLanguage: LanguageCode,
): ReviewsStructuredData {
  return {
    ratingValue: summary.average,
    ratingCount: summary.count,
    reviews: items.map((item) => ({
      author: item.author,
      datePublished: item.date,
      ratingValue: item.rating,
      reviewBody: item.text,
      inLanguage: getLanguage(reviewLanguage).bcp47,
    })),
  };
}
