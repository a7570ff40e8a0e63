import type { NewsItem } from './newsItem';
import { sortNewest } from './newsOrder';

/** How many articles each part of the news pages shows. */
export const NEWS_LIMITS = { moreReads: 4, relatedReads: 3, trailers: 3, reviews: 4, recent: 5 } as const;

/**
 * The featured story: the newest article the editor marked featured, else the newest article.
 * @example pickFeatured([plainNewest, featuredOlder]) === featuredOlder
 */
export function pickFeatured<T extends NewsItem>(items: readonly T[]): T | undefined {
  const newest = sortNewest(items);
  return newest.find((item) => item.featured) ?? newest[0];
}

/**
 * The hub's "more reads": the longest reads other than the featured story, longest first, newest
 * first among equals.
 * @example pickMoreReads(items, featured.uid).map((item) => item.readingMinutes) → [6, 4, 4, 3]
 */
export function pickMoreReads<T extends NewsItem>(
  items: readonly T[],
  excludeUid: string | undefined,
  limit: number = NEWS_LIMITS.moreReads,
): T[] {
  return sortNewest(items.filter((item) => item.uid !== excludeUid))
    .sort((a, b) => b.readingMinutes - a.readingMinutes)
    .slice(0, limit);
}

/**
 * An article's "more reads": other articles about the same show first, then of the same section,
 * then the newest; each group newest first.
 * @example relatedReads(wickedReview, items).map((item) => item.uid) → ['wicked-extends', 'hamilton-review', 'newest-story']
 */
export function relatedReads<T extends NewsItem>(
  article: NewsItem,
  items: readonly T[],
  limit: number = NEWS_LIMITS.relatedReads,
): T[] {
  const others = sortNewest(items.filter((item) => item.uid !== article.uid));
  const rank = (item: NewsItem): number =>
    article.tgid !== undefined && item.tgid === article.tgid ? 0 : item.section === article.section ? 1 : 2;
  // Array.prototype.sort is stable: newest-first order is kept within each rank.
  return others.sort((a, b) => rank(a) - rank(b)).slice(0, limit);
}

/**
 * The newest articles (the sidebar's "recent"), leaving out the one being read.
 * @example pickRecent(items, 'a').length <= 5
 */
export function pickRecent<T extends NewsItem>(
  items: readonly T[],
  excludeUid?: string,
  limit: number = NEWS_LIMITS.recent,
): T[] {
  return sortNewest(items.filter((item) => item.uid !== excludeUid)).slice(0, limit);
}

/**
 * Articles with a trailer of our own, newest first.
 * @example pickTrailers(items).every((item) => item.hasTrailer) === true
 */
export function pickTrailers<T extends NewsItem>(
  items: readonly T[],
  limit: number = NEWS_LIMITS.trailers,
): T[] {
  return sortNewest(items.filter((item) => item.hasTrailer)).slice(0, limit);
}

/**
 * Critics' reviews: articles of the review section that carry a star rating, newest first.
 * @example pickReviews(items).every((item) => item.section === 'review' && item.rating !== undefined) === true
 */
export function pickReviews<T extends NewsItem>(
  items: readonly T[],
  limit: number = NEWS_LIMITS.reviews,
): T[] {
  return sortNewest(items.filter((item) => item.section === 'review' && item.rating !== undefined)).slice(
    0,
    limit,
  );
}
