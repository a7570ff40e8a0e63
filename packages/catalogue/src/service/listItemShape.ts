import type { CatalogueContext } from './context.ts';
import type { TourGroupRecord } from './tourGroupQuery.ts';
import { tourGroupAnswer, type AnswerOptions, type VariantAnswer } from './tourGroupShape.ts';

/** A product card shows a few images; lists answer the first three (the product page answers all). */
export const LIST_IMAGES = 3;

/**
 * The fields of a list item that depend neither on the language nor on the currency, in answer
 * order: the list read model keeps them serialised (`listCard.ts`).
 */
export const NEUTRAL_KEYS = [
  'id',
  'allTags',
  'descriptors',
  'averageRating',
  'reviewCount',
  'ratingCount',
  'imageUrl',
  'media',
  'flowType',
  'combo',
  'multiVariant',
  'cancellationPolicy',
  'reschedulePolicy',
  'ticketValidity',
  'minDuration',
  'maxDuration',
  'allVariantOpenDated',
  'available',
] as const;

/**
 * A tour group as lists answer it: the spec's fields and names, without what only a product page
 * shows (inclusions and exclusions rich texts, the v2 cancellation policy, itinerary ids, safety
 * images), with at most `LIST_IMAGES` product images and with `urlSlugs` in English and the
 * requested language. Language-neutral fields come first (`NEUTRAL_KEYS`), then texts, taxonomy,
 * prices and variants: the order in which `listCard.ts` splices the answer. This object-built
 * shape is the reference the spliced answer is tested against.
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
  const tg = tourGroupAnswer(ctx, row, variants, options);
  return {
    id: tg.id,
    allTags: tg.allTags,
    descriptors: tg.descriptors,
    averageRating: tg.averageRating,
    reviewCount: tg.reviewCount,
    ratingCount: tg.ratingCount,
    imageUrl: tg.imageUrl,
    media: { productImages: tg.media.productImages.slice(0, LIST_IMAGES) },
    flowType: tg.flowType,
    combo: tg.combo,
    multiVariant: tg.multiVariant,
    cancellationPolicy: tg.cancellationPolicy,
    reschedulePolicy: tg.reschedulePolicy,
    ticketValidity: tg.ticketValidity,
    minDuration: tg.minDuration,
    maxDuration: tg.maxDuration,
    allVariantOpenDated: tg.allVariantOpenDated,
    available: tg.available,
    name: tg.name,
    callToAction: tg.callToAction,
    highlights: tg.highlights,
    microBrandsHighlight: tg.microBrandsHighlight,
    microBrandsDescriptor: tg.microBrandsDescriptor,
    urlSlugs: tg.urlSlugs,
    primaryCollection: tg.primaryCollection,
    primaryCategory: tg.primaryCategory,
    primarySubCategory: tg.primarySubCategory,
    city: tg.city,
    currency: tg.currency,
    listingPrice: tg.listingPrice,
    variants: tg.variants,
  };
}

export type ListItem = ReturnType<typeof listItemAnswer>;
