import type { CatalogueContext } from './context.ts';
import { localise, urlSlugs } from './localise.ts';
import { listingPrice, toNumber, type ListingPrice } from './money.ts';
import type { TourGroupRecord } from './tourGroupQuery.ts';
import { slugify } from '../seed/build/productSpec.ts';

/** Durations are stored in minutes and answered in milliseconds, as the tours catalogue API does. */
const MINUTE_MS = 60_000;

export interface AnswerOptions {
  language: string;
  currency: string;
  fallback: boolean;
  useSeatmapPrices: boolean;
  /** Languages of the `urlSlugs` maps (lists answer English and the requested one); all by default. */
  slugLanguages?: readonly string[];
}

export interface Texts {
  name?: string;
  highlights?: string;
  inclusionsRichText?: string;
  exclusionsRichText?: string;
  callToAction?: string;
  microBrandsHighlight?: string | null;
  microBrandsDescriptor?: string | null;
}

export interface VariantAnswer {
  id: number;
  name: string | null;
  minPax: number;
  maxPax: number;
  openDated: boolean;
  listingPrice: ListingPrice | null;
}

/**
 * The texts of a product in `options.language`, each falling back to English unless
 * `fallback` is false (then null when the language lacks it).
 */
export function textsOf(i18n: unknown, options: Pick<AnswerOptions, 'language' | 'fallback'>) {
  const all = i18n as Record<string, Texts>;
  const texts = localise(all, options.language, false) ?? {};
  const english = all['en'] ?? {};
  return <K extends keyof Texts>(key: K): Texts[K] | null =>
    texts[key] ?? (options.fallback ? (english[key] ?? null) : null);
}

/** Price of a tour group row in the requested currency, or null (unavailable). */
export function rowListingPrice(ctx: CatalogueContext, row: TourGroupRecord, options: AnswerOptions) {
  const seat = options.useSeatmapPrices && row.flow_type === 'SEATMAP' ? toNumber(row.seatmap_price) : null;
  const final = seat ?? toNumber(row.final_price);
  if (final === null) return null;
  return listingPrice(
    ctx,
    {
      final,
      original: toNumber(row.original_price) ?? final,
      from: row.currency_code,
      cashbackType: row.cashback_type,
      cashbackValue: toNumber(row.cashback_value),
    },
    options.currency,
  );
}

const slugOf = new Map<string, string>();
/**
 * A primary collection, category or sub-category: id, name in the language and `urlSlugs` of the
 * name; a name in a script that slugs to nothing (تذاكر, チケット) takes the English name's slug.
 */
export const taxonomy = (id: number, names: unknown, options: AnswerOptions) => {
  const all = names as Record<string, string>;
  const displayName = localise(all, options.language, options.fallback);
  const key = `${displayName ?? ''}\u0000${all['en'] ?? ''}\u0000${id}`;
  let slug = slugOf.get(key);
  if (slug === undefined)
    slugOf.set(
      key,
      (slug =
        displayName === null ? String(id) : slugify(displayName) || slugify(all['en'] ?? '') || String(id)),
    );
  return { id, displayName, urlSlugs: urlSlugs(slug, options.slugLanguages) };
};

/** The tour group as the API answers it (spec 000 §3 names). */
export function tourGroupAnswer(
  ctx: CatalogueContext,
  row: TourGroupRecord,
  variants: VariantAnswer[],
  options: AnswerOptions,
) {
  const text = textsOf(row.i18n, options);
  const policies = row.policies as Record<string, unknown>;
  const media = row.media as { productImages: { url: string }[]; safetyImages: unknown[] };
  return {
    id: row.id,
    name: text('name'),
    allTags: row.all_tags,
    descriptors: row.descriptors,
    averageRating: row.average_rating,
    reviewCount: row.review_count,
    ratingCount: row.rating_count,
    callToAction: text('callToAction'),
    highlights: text('highlights'),
    microBrandsHighlight: text('microBrandsHighlight'),
    microBrandsDescriptor: text('microBrandsDescriptor'),
    listingPrice: rowListingPrice(ctx, row, options),
    media,
    imageUrl: media.productImages[0]?.url ?? null,
    primaryCollection: {
      ...taxonomy(row.primary_collection_id, row.collection_names, options),
      urlSlugs: urlSlugs(row.collection_slug, options.slugLanguages),
    },
    primaryCategory: taxonomy(row.primary_category_id, row.category_names, options),
    primarySubCategory: taxonomy(row.primary_sub_category_id, row.sub_category_names, options),
    flowType: row.flow_type,
    urlSlugs: urlSlugs(row.url_slug, options.slugLanguages),
    combo: row.combo,
    multiVariant: row.multi_variant,
    variants,
    city: {
      code: row.city_code,
      displayName: localise(row.city_names as Record<string, string>, options.language),
    },
    currency: {
      code: options.currency,
      localSymbol: ctx.rates.get(options.currency)?.localSymbol ?? options.currency,
    },
    cancellationPolicy: policies['cancellationPolicy'],
    cancellationPolicyV2: policies['cancellationPolicyV2'],
    reschedulePolicy: policies['reschedulePolicy'],
    ticketValidity: policies['ticketValidity'],
    minDuration: row.min_duration === null ? null : row.min_duration * MINUTE_MS,
    maxDuration: row.max_duration === null ? null : row.max_duration * MINUTE_MS,
    inclusionsRichText: text('inclusionsRichText'),
    exclusionsRichText: text('exclusionsRichText'),
    experienceItineraryIds: row.experience_itinerary_ids,
    allVariantOpenDated: row.all_variant_open_dated,
    available: row.final_price !== null,
  };
}

export type TourGroupAnswer = ReturnType<typeof tourGroupAnswer>;
