import type { CatalogueContext } from './context.ts';
import type { TourGroupRecord } from './tourGroupQuery.ts';
import { tourGroupAnswer, type AnswerOptions, type VariantAnswer } from './tourGroupShape.ts';

/**
 * A tour group as lists answer it: the spec's fields and names, without what only a product page
 * shows (inclusions and exclusions rich texts, the v2 cancellation policy, itinerary ids, safety
 * images), and with `urlSlugs` in English and the requested language. A list of 100 is a third of
 * the bytes of 100 full tour groups.
 *
 * @example
 * listItemAnswer(ctx, row, variants, { ...options, slugLanguages: ['en', 'fr'] }).media // { productImages }
 */
export function listItemAnswer(
  ctx: CatalogueContext,
  row: TourGroupRecord,
  variants: VariantAnswer[],
  options: AnswerOptions,
) {
  const {
    inclusionsRichText: _inclusions,
    exclusionsRichText: _exclusions,
    cancellationPolicyV2: _policyV2,
    experienceItineraryIds: _itineraries,
    media,
    ...item
  } = tourGroupAnswer(ctx, row, variants, options);
  return { ...item, media: { productImages: media.productImages } };
}

export type ListItem = ReturnType<typeof listItemAnswer>;
