import { sql } from 'kysely';
import { NotFoundError, type CatalogueContext } from './context.ts';
import { tourGroupSelect, type TourGroupRecord } from './tourGroupQuery.ts';
import { tourGroupAnswer, type AnswerOptions } from './tourGroupShape.ts';
import { variantsByTourGroup } from './variants.ts';
import { localise } from './localise.ts';

export interface DetailOptions extends AnswerOptions {
  includeUnavailable: boolean;
  /** `ids[]`: restricts the variants answered to these ids. */
  variantIds: readonly number[];
}

/**
 * One tour group (`/api/tours/v6/tour-groups/{id}/`) with variants, review summary, the top three
 * reviews and where it takes place (`startLocation`). Hidden or unavailable tour groups are 404 unless `include-unavailable`.
 */
export async function getTourGroup(ctx: CatalogueContext, id: number, options: DetailOptions) {
  const row = await tourGroupSelect(ctx).where('tg.id', '=', id).executeTakeFirst();
  if (!row || (!options.includeUnavailable && (row.hidden || row.final_price === null))) {
    throw new NotFoundError(`tour group ${id}`);
  }
  const [variants, split, top, place] = await Promise.all([
    variantsByTourGroup(ctx, [id], options),
    ctx.db
      .selectFrom('review')
      .select(['rating', sql<number>`count(*)::int`.as('count')])
      .where('tgid', '=', id)
      .groupBy('rating')
      .execute(),
    ctx.db
      .selectFrom('review')
      .select([
        'id',
        'rating',
        'text',
        'language',
        'author_name',
        'author_country',
        'created_on',
        'media',
        'helpful_count',
      ])
      .where('tgid', '=', id)
      .orderBy('helpful_count', 'desc')
      .orderBy('id')
      .limit(3)
      .execute(),
    startPlace(ctx, id, row.primary_collection_id),
  ]);
  const wanted = new Set(options.variantIds);
  const all = variants.get(id) ?? [];
  const answer = tourGroupAnswer(ctx, row, wanted.size ? all.filter((v) => wanted.has(v.id)) : all, options);
  return {
    ...answer,
    reviewsDetails: {
      averageRating: row.average_rating,
      ratingsCount: row.rating_count,
      reviewsCount: row.review_count,
      ratingsSplit: Object.fromEntries(
        [5, 4, 3, 2, 1].map((r) => [r, split.find((s) => s.rating === r)?.count ?? 0]),
      ),
    },
    topReviews: top.map(reviewAnswer),
    startLocation: place
      ? {
          name: localise(place.names, options.language) ?? '',
          latitude: place.latitude,
          longitude: place.longitude,
          address: place.address,
        }
      : null,
  };
}

/**
 * Where a product takes place: its venue (a show's theatre), else the first point of interest of its
 * primary collection (an attraction's entrance); undefined when neither is known.
 */
async function startPlace(ctx: CatalogueContext, tgid: number, collectionId: number) {
  const venue = await ctx.db
    .selectFrom('venue_tour_group as vt')
    .innerJoin('poi', 'poi.id', 'vt.poi_id')
    .select(['poi.names', 'poi.latitude', 'poi.longitude', 'poi.address'])
    .where('vt.tgid', '=', tgid)
    .orderBy('poi.id')
    .executeTakeFirst();
  if (venue) return venue;
  return ctx.db
    .selectFrom('collection_poi as cp')
    .innerJoin('poi', 'poi.id', 'cp.poi_id')
    .select(['poi.names', 'poi.latitude', 'poi.longitude', 'poi.address'])
    .where('cp.collection_id', '=', collectionId)
    .orderBy('poi.id')
    .executeTakeFirst();
}

export function reviewAnswer(row: {
  id: number;
  rating: number;
  text: string;
  language: string;
  author_name: string;
  author_country: string | null;
  created_on: string;
  media: unknown[];
  helpful_count: number;
}) {
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

/** Answers rows in order, each with its variants. */
export async function answerMany(ctx: CatalogueContext, rows: TourGroupRecord[], options: AnswerOptions) {
  const variants = await variantsByTourGroup(
    ctx,
    rows.map((row) => row.id),
    options,
  );
  return rows.map((row) => tourGroupAnswer(ctx, row, variants.get(row.id) ?? [], options));
}
