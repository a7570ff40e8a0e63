import type { Rng } from '../prng.ts';
import type { ProductSpec } from './productSpec.ts';
import { roundPrice, slugify } from './productSpec.ts';
import { MEDIA_SIZES, mediaPath } from '../../contract/mediaPaths.ts';
import { translatePhrase } from '../curated/translations/index.ts';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>`;

/**
 * The `tour_group` row of a product (texts per language, policies, media, tags). Its rating columns
 * start at zero: the seed derives them from the stored reviews (`db/ratings.ts`); `reviewCount` (how
 * many reviews are written for it) only scales how often it was booked.
 */
export function tourGroupRow(spec: ProductSpec, reviewCount: number, rng: Rng, today: string) {
  const defaultVariantId = spec.tgid * 10;
  const i18n: Record<string, unknown> = {};
  for (const [language, name] of Object.entries(spec.names)) {
    i18n[language] = language === 'en' ? englishTexts(spec, name) : translatedTexts(spec, language, name);
  }
  const cashback = rng.chance(0.1)
    ? { type: rng.chance(0.8) ? 'PERCENTAGE' : 'ABSOLUTE', value: rng.pick([5, 10]) }
    : null;
  const imageCount = rng.int(4, 8);
  const media = {
    productImages: Array.from({ length: imageCount }, (_, i) => ({
      type: 'IMAGE',
      url: mediaPath({ kind: 'tourGroup', tgid: spec.tgid, index: i }),
      metadata: { ...MEDIA_SIZES.tourGroup, altText: `${spec.names['en'] ?? ''} – photo ${i + 1}` },
    })),
    safetyImages: rng.chance(0.15)
      ? [
          {
            type: 'IMAGE',
            url: mediaPath({ kind: 'safety', tgid: spec.tgid }),
            metadata: { ...MEDIA_SIZES.safety, altText: 'Safety measures' },
          },
        ]
      : [],
  };
  const open = spec.schedule === null;
  const tags = [...spec.tags, `DEFAULT_VARIANT:${defaultVariantId}`];
  return {
    id: spec.tgid,
    city_code: spec.cityCode,
    currency_code: spec.currencyCode,
    primary_collection_id: spec.collectionId,
    primary_category_id: spec.categoryId,
    primary_sub_category_id: spec.subCategoryId,
    flow_type: spec.flowType,
    combo: spec.flowType === 'COMBO',
    multi_variant: spec.variants.length > 1,
    default_variant_id: defaultVariantId,
    final_price: spec.price,
    original_price: spec.price === null ? null : (spec.originalPrice ?? spec.price),
    cashback_type: cashback?.type ?? null,
    cashback_value: cashback?.value ?? null,
    seatmap_price: spec.flowType === 'SEATMAP' && spec.price !== null ? roundPrice(spec.price * 0.9) : null,
    min_duration: spec.duration[0],
    max_duration: spec.duration[1],
    average_rating: 0,
    rating_count: 0,
    rating_split: [0, 0, 0, 0, 0],
    review_count: 0,
    popularity: spec.popularity,
    booked_count: reviewCount * 9 + rng.int(0, 500),
    hidden: spec.hidden,
    all_tags: tags,
    descriptors: spec.descriptors,
    media,
    policies: policies(spec, open, rng, today),
    url_slug: `${slugify(spec.names['en'] ?? String(spec.tgid))}-${spec.tgid}`,
    i18n,
    experience_itinerary_ids: [] as number[],
    all_variant_open_dated: open,
  };
}

const callToAction = (spec: ProductSpec) =>
  spec.flowType === 'SEATMAP' ? 'Select seats' : 'Check availability';

function englishTexts(spec: ProductSpec, name: string) {
  return {
    name,
    highlights: list(spec.highlights),
    inclusionsRichText: list(spec.inclusions),
    exclusionsRichText: list(spec.exclusions),
    callToAction: callToAction(spec),
    microBrandsHighlight: spec.highlights[0] ?? null,
    microBrandsDescriptor: spec.venue ? `At the ${spec.venue}` : null,
  };
}

/**
 * The texts of a product in another language: its name, and each list its translations hold in
 * full (a missing one falls back to English at answer time). `microBrandsDescriptor` stays English:
 * the show page reads the venue's name out of "At the {venue}".
 */
function translatedTexts(spec: ProductSpec, language: string, name: string) {
  const texts = spec.translations?.[language];
  const cta = translatePhrase(callToAction(spec), language);
  return {
    name,
    ...(texts?.highlights && {
      highlights: list(texts.highlights),
      microBrandsHighlight: texts.highlights[0] ?? null,
    }),
    ...(texts?.inclusions && { inclusionsRichText: list(texts.inclusions) }),
    ...(texts?.exclusions && { exclusionsRichText: list(texts.exclusions) }),
    ...(cta !== undefined && { callToAction: cta }),
  };
}

function policies(spec: ProductSpec, open: boolean, rng: Rng, today: string) {
  const cancellable = spec.cancellableUpTo !== null;
  const reschedulable = spec.reschedulableUpTo !== null && spec.reschedulableUpTo !== undefined;
  const validity = open
    ? rng.chance(0.7)
      ? {
          ticketValidityType: 'UNTIL_DAYS_FROM_PURCHASE',
          ticketValidityUntilDate: null,
          ticketValidityUntilDaysFromPurchase: rng.pick([30, 90, 180, 365]),
        }
      : {
          ticketValidityType: 'UNTIL_DATE',
          ticketValidityUntilDate: `${Number(today.slice(0, 4)) + 1}-12-31`,
          ticketValidityUntilDaysFromPurchase: null,
        }
    : {
        ticketValidityType: rng.chance(0.1) ? 'EXTENDABLE_BUT_UNKNOWN' : 'NOT_EXTENDABLE',
        ticketValidityUntilDate: null,
        ticketValidityUntilDaysFromPurchase: null,
      };
  return {
    cancellationPolicy: { cancellable, cancellableUpTo: spec.cancellableUpTo },
    cancellationPolicyV2: {
      cancellable,
      cancellableUpTo: spec.cancellableUpTo,
      refundPercentage: cancellable ? 100 : 0,
      cancellationType: cancellable
        ? spec.cancellableUpTo === 0
          ? 'ANYTIME'
          : 'FREE_UP_TO'
        : 'NON_CANCELLABLE',
    },
    reschedulePolicy: { reschedulable, reschedulableUpTo: spec.reschedulableUpTo },
    ticketValidity: validity,
  };
}

/**
 * One `variant` row per option; the first is the default variant (tag DEFAULT_VARIANT) at the product's
 * own price, each further option 35 % dearer, at a price a shop would set (£61, not £60.75).
 */
export function variantRows(spec: ProductSpec) {
  const base = spec.price ?? 0;
  const original = spec.originalPrice ?? base;
  const step = (price: number, index: number) =>
    index === 0 ? price : roundPrice(price * (1 + index * 0.35));
  const names = (name: string, index: number) => {
    const out: Record<string, string> = { en: name };
    for (const [language, texts] of Object.entries(spec.translations ?? {})) {
      const translated = texts.variants?.[index];
      if (translated !== undefined) out[language] = translated;
    }
    return out;
  };
  return spec.variants.map((name, index) => ({
    id: spec.tgid * 10 + index,
    tgid: spec.tgid,
    names: names(name, index),
    sort_order: index,
    min_pax: 1,
    max_pax: spec.flowType === 'PRIVATE_AIRPORT_TRANSFER' ? (name.includes('7') ? 7 : 3) : 10,
    final_price: step(base, index),
    original_price: step(original, index),
    open_dated: spec.schedule === null,
  }));
}
