import type { LanguageCode } from '../i18n/languages';
import type { Translate } from '../i18n/translator';
import { formatRating } from '../rules/reviews/formatRating';
import { ratingMark, type ReviewSource } from './reviews/reviewSource';

/** A rating as a tile shows it: "★ 4.5 (1,234 ratings)", marked with its subject (`ratingMark`). */
export interface TileRating {
  average: string;
  count: string;
  mark: Record<string, string>;
}

/**
 * A tile of a place (a city, country or collection): picture, linked name, worded facts, the rating and
 * the "from" price. The city page's and the global pages' tiles are these (`components/PlaceTiles.astro`).
 */
export interface PlaceTile {
  key: string;
  name: string;
  href: string | undefined;
  image: string | undefined;
  /** Counts, city or country, already worded. */
  meta: string[];
  rating?: TileRating | undefined;
  /** The "from" price, formatted; '' when unknown. */
  fromText: string;
}

/**
 * The rating of a tile, or undefined when there is none to show (no average, or nobody rated).
 * @example tileRating({ kind: 'collection', id: 167 }, 4.46, 1234, 'en', t) → { average: '4.5', count: '1,234 ratings', mark: {…} }
 */
export function tileRating(
  subject: ReviewSource,
  rating: number | undefined,
  ratingCount: number,
  language: LanguageCode,
  t: Translate,
): TileRating | undefined {
  if (rating === undefined || !(ratingCount > 0)) return undefined;
  return {
    average: formatRating(rating, language),
    count: t('city.ratings', { count: ratingCount }),
    mark: ratingMark(subject, rating, ratingCount),
  };
}
