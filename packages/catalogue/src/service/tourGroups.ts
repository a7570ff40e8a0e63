import type { ExpressionBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { CatalogueDatabase } from '../db/schema.ts';
import { NotFoundError, type CatalogueContext } from './context.ts';
import { tourGroupSelect, withTaxonomyNames, type TourGroupRecord } from './tourGroupQuery.ts';
import { tourGroupAnswer, type AnswerOptions } from './tourGroupShape.ts';
import { variantAnswer, variantRowsOf, type VariantRow } from './variants.ts';
import { localise } from './localise.ts';

export interface DetailOptions extends Omit<AnswerOptions, 'currency'> {
  /** Prices in this currency; without it, in the product's own currency. */
  currency: string | undefined;
  includeUnavailable: boolean;
  /** `ids[]`: restricts the variants answered to these ids. */
  variantIds: readonly number[];
}

type Eb = ExpressionBuilder<CatalogueDatabase & { tg: CatalogueDatabase['tour_group'] }, 'tg'>;

/** The point of interest columns a product's `startLocation` answers. */
const PLACE_COLUMNS = ['poi.names', 'poi.latitude', 'poi.longitude', 'poi.address'] as const;

/** The stars of `rating_split`, in its order. */
export const STARS = [5, 4, 3, 2, 1] as const;

/**
 * What the detail adds to a product's row, as JSON columns of the same query (one statement instead of
 * six: on PGlite each statement costs about 0.3 ms whatever it reads): its variants in order, its
 * three most helpful reviews, and the places it may start from. Its ratings by stars are a column
 * of the row (`rating_split`).
 */
const detailColumns = (eb: Eb) => [
  variantRowsOf(eb).as('variant_rows'),
  jsonArrayFrom(
    eb
      .selectFrom('review')
      .select(REVIEW_COLUMNS.map((column) => `review.${column}` as const))
      .whereRef('review.tgid', '=', 'tg.id')
      .orderBy('review.helpful_count', 'desc')
      .orderBy('review.id')
      .limit(3),
  ).as('top_reviews'),
  // Where a product takes place: its venue (a show's theatre), else the first point of interest of
  // its primary collection (an attraction's entrance); neither when neither is known.
  jsonObjectFrom(
    eb
      .selectFrom('venue_tour_group as vt')
      .innerJoin('poi', 'poi.id', 'vt.poi_id')
      .select(PLACE_COLUMNS)
      .whereRef('vt.tgid', '=', 'tg.id')
      .orderBy('poi.id')
      .limit(1),
  ).as('venue_place'),
  jsonObjectFrom(
    eb
      .selectFrom('collection_poi as cp')
      .innerJoin('poi', 'poi.id', 'cp.poi_id')
      .select(PLACE_COLUMNS)
      .whereRef('cp.collection_id', '=', 'tg.primary_collection_id')
      .orderBy('poi.id')
      .limit(1),
  ).as('collection_place'),
];

/**
 * One tour group (`/api/tours/v6/tour-groups/{id}/`) with variants, review summary, the top three
 * reviews and where it takes place (`startLocation`). Hidden or unavailable tour groups are 404 unless `include-unavailable`.
 */
export async function getTourGroup(ctx: CatalogueContext, id: number, options: DetailOptions) {
  const found = await tourGroupSelect(ctx).select(detailColumns).where('tg.id', '=', id).executeTakeFirst();
  const [row] = found ? withTaxonomyNames(ctx, [found]) : [];
  if (!found || !row || (!options.includeUnavailable && (row.hidden || row.final_price === null))) {
    throw new NotFoundError(`tour group ${id}`);
  }
  const answerOptions = { ...options, currency: options.currency ?? row.currency_code };
  const wanted = new Set(options.variantIds);
  const variants = found.variant_rows
    .filter((variant) => wanted.size === 0 || wanted.has(variant.id))
    .map((variant) => variantAnswer(ctx, variant, row, answerOptions));
  const place = found.venue_place ?? found.collection_place;
  const answer = tourGroupAnswer(ctx, row, variants, answerOptions);
  return {
    ...answer,
    reviewsDetails: {
      averageRating: row.average_rating,
      ratingsCount: row.rating_count,
      reviewsCount: row.review_count,
      ratingsSplit: Object.fromEntries(STARS.map((stars, index) => [stars, row.rating_split[index] ?? 0])),
    },
    // As JSON the columns carry the same values; Kysely's JSON helpers type `media` as unknown.
    topReviews: (found.top_reviews as ReviewRow[]).map(reviewAnswer),
    startLocation: place
      ? {
          name: localise(place.names, answerOptions.language) ?? '',
          latitude: place.latitude,
          longitude: place.longitude,
          address: place.address,
        }
      : null,
  };
}

/** A review's columns as its answer reads them. */
export interface ReviewRow {
  id: number;
  rating: number;
  text: string;
  language: string;
  author_name: string;
  author_country: string | null;
  created_on: string;
  media: unknown[];
  helpful_count: number;
}

export const REVIEW_COLUMNS = [
  'id',
  'rating',
  'text',
  'language',
  'author_name',
  'author_country',
  'created_on',
  'media',
  'helpful_count',
] as const satisfies readonly (keyof ReviewRow)[];

export function reviewAnswer(row: ReviewRow) {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    language: row.language,
    author: { name: row.author_name, countryCode: row.author_country },
    date: row.created_on,
    media: row.media,
    helpfulCount: row.helpful_count,
  };
}

/** A product's answer with the variant rows read with it (`variantRowsOf`). */
export function answerWithVariants(
  ctx: CatalogueContext,
  row: TourGroupRecord & { variant_rows: readonly VariantRow[] },
  options: AnswerOptions,
) {
  const variants = row.variant_rows.map((variant) => variantAnswer(ctx, variant, row, options));
  return tourGroupAnswer(ctx, row, variants, options);
}
