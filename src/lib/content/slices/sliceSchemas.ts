import type { Content } from '@prismicio/client';
import { z } from 'zod';
import {
  idList,
  imageField,
  linkField,
  localeIdLists,
  optionalId,
  richText,
  text,
  yesNo,
} from './sliceFields';
import { logger } from '../../log/logger';
import { derivedOnce } from '../../cache/derivedOnce';
import { isShared, keepShared } from '../../cache/deepFreeze';

const logs = logger('slices');

/**
 * The readers of a slice's fields, field for field as its model (slices/<Name>/model.json) declares them:
 * the generated types (src/lib/content/prismicio-types.d.ts) make a field added to or removed from a model
 * without its reader a type error.
 */
type FieldsOf<T> = { [K in keyof Required<T>]: z.ZodType };

const object = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

/** The city of a slice: an integration-field object `{ cityCode, countryCode, country }` or a bare code. */
const cityField = z
  .preprocess(
    (value) => (typeof value === 'string' ? { cityCode: value } : object(value)),
    z.looseObject({ cityCode: text, countryCode: text, country: text }),
  )
  .transform((city) =>
    city.cityCode
      ? {
          cityCode: city.cityCode.toUpperCase(),
          countryCode: city.countryCode.toUpperCase(),
          country: city.country,
        }
      : undefined,
  );

/** Microsite product cards (spec 001 §3): a catalogue list narrowed and ordered by the editor. */
export const productCardsSlice = z.object({
  slice_type: z.literal('product_cards'),
  variation: z.string().default('default'),
  primary: z.preprocess(
    object,
    z.object({
      heading: text,
      collection: optionalId,
      category: optionalId,
      sub_category: optionalId,
      city: cityField,
      limit: optionalId,
      ranking: idList,
      exclusions: idList,
      locale_ranking: localeIdLists,
      locale_exclusions: localeIdLists,
      sub_category_filter: optionalId,
      category_filter: optionalId,
      additional_sub_category_ids: idList,
      sp_experience_limit: optionalId,
      cta_url_suffix: text,
      show_scratch_price: yesNo(true),
    } satisfies FieldsOf<Content.ProductCardsSliceDefaultPrimary>),
  ),
});

const tourListItem = z.preprocess(
  object,
  z.object({
    heading: text,
    collection: optionalId,
    category: optionalId,
    sub_category: optionalId,
  } satisfies FieldsOf<Content.TourListCategorySliceDefaultItem>),
);

const tourListPrimary = z.preprocess(
  object,
  z.object({
    heading: text,
    city: cityField,
    primary_subcategory_id: optionalId,
    category_id: optionalId,
  } satisfies FieldsOf<Content.TourListCategorySliceDefaultPrimary>),
);

/** Tour lists by category (spec 000 §3): one row of products per collection, category or sub-category. */
export const tourListCategorySlice = z.object({
  slice_type: z.enum(['tour_list_category', 'tour_list_category_v1']),
  variation: z.string().default('default'),
  primary: tourListPrimary,
  items: z.preprocess((value) => (Array.isArray(value) ? value : []), z.array(tourListItem)),
});

/** Banners (spec 001 §3): image+text (`default`) or video+text (`videoText`), 16:10, separate mobile art. */
export const customBannerSlice = z.object({
  slice_type: z.enum(['custom_banner', 'banner']),
  variation: z.string().default('default'),
  primary: z.preprocess(
    object,
    z.object({
      title: z.union([z.string(), z.array(z.unknown())]).default(''),
      text: z.union([z.string(), z.array(z.unknown())]).default(''),
      image_src: text,
      uploaded_image: imageField,
      image_alt: text,
      mobile_banner_url: text,
      mobile_banner_uploaded: imageField,
      cta_label: text,
      cta_link: linkField,
      video_url: linkField,
      video_poster: text,
    } satisfies FieldsOf<
      Content.CustomBannerSliceDefaultPrimary & Content.CustomBannerSliceVideoTextPrimary
    >),
  ),
});

/** Free rich text whose shortcodes render as live widgets. */
export const richTextSlice = z.object({
  slice_type: z.literal('rich_text'),
  variation: z.string().default('default'),
  primary: z.preprocess(
    object,
    z.object({ content: richText } satisfies FieldsOf<Content.RichTextSliceDefaultPrimary>),
  ),
});

export type ProductCardsSlice = z.infer<typeof productCardsSlice>;
export type TourListCategorySlice = z.infer<typeof tourListCategorySlice>;
export type CustomBannerSlice = z.infer<typeof customBannerSlice>;
export type RichTextSlice = z.infer<typeof richTextSlice>;
export type Slice = ProductCardsSlice | TourListCategorySlice | CustomBannerSlice | RichTextSlice;

/** Every modelled slice type has its reader (and the aliases older documents use). */
const schemas: Record<Content.MicrositeDocumentDataSlicesSlice['slice_type'], z.ZodType<Slice>> &
  Record<string, z.ZodType<Slice>> = {
  product_cards: productCardsSlice,
  tour_list_category: tourListCategorySlice,
  tour_list_category_v1: tourListCategorySlice,
  custom_banner: customBannerSlice,
  banner: customBannerSlice,
  rich_text: richTextSlice,
};

/**
 * A document's slice zone, parsed slice by slice: an unknown or malformed slice is logged and left
 * out, so one bad slice never takes the page down.
 * @example parseSlices([{ slice_type: 'rich_text', primary: { content: [] } }]).length === 1
 */
export function parseSlices(
  raw: unknown,
  log: (message: string) => void = (message) => logs.warn(message),
): readonly Slice[] {
  // A kept document's slices are parsed once and kept with it (issue 25): the parse makes new arrays,
  // and rich text is turned into sanitised HTML once only for fields that are kept, so every render
  // of every page sanitised its slices' rich text again.
  return derivedOnce(keptSlices, raw, (value) => {
    const slices = parseEach(value, log);
    return isShared(value) ? keepShared(slices) : slices;
  });
}

const keptSlices = new WeakMap<object, readonly Slice[]>();

function parseEach(raw: unknown, log: (message: string) => void): Slice[] {
  if (!Array.isArray(raw)) return [];
  const slices: Slice[] = [];
  raw.forEach((candidate: unknown, index) => {
    const type = (object(candidate) as { slice_type?: unknown }).slice_type;
    const schema = typeof type === 'string' ? schemas[type] : undefined;
    if (!schema) {
      log(`[slices] slice ${index} (${String(type)}) is not a known slice type; skipped`);
      return;
    }
    const parsed = schema.safeParse(candidate);
    if (parsed.success) slices.push(parsed.data);
    else log(`[slices] slice ${index} (${type}) is malformed: ${parsed.error.issues[0]?.message ?? ''}`);
  });
  return slices;
}
