/** The sections a news article is filed under (src/features/news/README.md). */
export const NEWS_SECTIONS = ['announcement', 'casting', 'review', 'trailer'] as const;
export type NewsSection = (typeof NEWS_SECTIONS)[number];

/**
 * What the news rules need to know of an article: enough to order, page and pick, nothing to show.
 * Page views carry these fields and more, so the rules work on them directly.
 */
export interface NewsItem {
  /** The article's uid, unique on the site: the tie-breaker of every order. */
  uid: string;
  /** When it was published: ISO 8601 date or date-time, comparable as an instant. */
  published: string;
  /** Marked featured by the editor. */
  featured: boolean;
  section: NewsSection;
  /** The catalogue product (show) the article is about. */
  tgid: number | undefined;
  /** The critic's star rating of a review, 1–5 in half stars. */
  rating: number | undefined;
  /** The article carries a playable trailer of our own. */
  hasTrailer: boolean;
  readingMinutes: number;
}

/**
 * The section of an article: a known section name (any case, surrounding spaces ignored), else
 * `announcement`, the general news section.
 * @example newsSection(' Casting ') === 'casting'; newsSection('gossip') === 'announcement'
 */
export function newsSection(value: unknown): NewsSection {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (NEWS_SECTIONS as readonly string[]).includes(text) ? (text as NewsSection) : 'announcement';
}

/**
 * A critic's star rating: a number or numeric text from 1 to 5, rounded to the nearest half star;
 * anything else is no rating.
 * @example criticRating('4') === 4; criticRating(3.7) === 3.5; criticRating(6) === undefined
 */
export function criticRating(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 1 || number > 5) return undefined;
  return Math.round(number * 2) / 2;
}

const starFormats = new Map<string, Intl.NumberFormat>();

/**
 * A critic's rating as the page's language writes it: whole stars without decimals, half stars with
 * one (`4`, `4.5`, `٤٫٥`).
 * @example formatStars(4, 'en-US') === '4'; formatStars(3.5, 'de-DE') === '3,5'
 */
export function formatStars(rating: number, bcp47: string): string {
  let format = starFormats.get(bcp47);
  if (!format) {
    format = new Intl.NumberFormat(bcp47, { maximumFractionDigits: 1 });
    starFormats.set(bcp47, format);
  }
  return format.format(rating);
}
