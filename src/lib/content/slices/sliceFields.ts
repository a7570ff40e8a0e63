import { z } from 'zod';

/** Field readers shared by the slice schemas: CMS editors type numbers as text, lists as commas. */

/** A positive catalogue id given as a number or a numeric string; anything else is absent. */
export const optionalId = z.preprocess((value) => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value.trim());
  return undefined;
}, z.number().int().positive().max(2_147_483_647).optional());

/** A comma- or space-separated list of ids ("123, 456"), or an array; malformed entries are dropped. */
export const idList = z.preprocess((value) => {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,;]+/) : [];
  return parts
    .map((part) => (typeof part === 'number' ? part : Number(String(part).trim())))
    .filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
}, z.array(z.number()));

/** Plain text, trimmed; anything else is empty. */
export const text = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string());

/** Prismic select values "Yes"/"No" (and booleans); the default when absent or unknown. */
export const yesNo = (fallback: boolean) =>
  z.preprocess((value) => {
    if (typeof value === 'boolean') return value;
    if (typeof value === 'string' && /^(yes|true)$/i.test(value.trim())) return true;
    if (typeof value === 'string' && /^(no|false)$/i.test(value.trim())) return false;
    return fallback;
  }, z.boolean());

/** A Link field, kept as Prismic answers it: read with `linkUrl` (src/lib/content/links.ts) and a link resolver. */
export const linkField = z.unknown().optional();

/** A rich-text field: kept as the raw block array (rendered and validated by the rich-text code). */
export const richText = z.preprocess((value) => (Array.isArray(value) ? value : []), z.array(z.unknown()));

/** One view of a Prismic image (the main one or a thumbnail): its url, alt and dimensions. */
const imageView = z.looseObject({
  url: z.string().optional(),
  alt: z.string().nullable().optional(),
  dimensions: z.object({ width: z.number().positive(), height: z.number().positive() }).nullable().optional(),
});

/** The keys of an image field that are no thumbnail (Prismic's own). */
const IMAGE_KEYS = new Set(['url', 'alt', 'dimensions', 'copyright', 'id', 'edit']);

const viewOf = (image: z.infer<typeof imageView>) => ({
  url: image.url?.trim() || undefined,
  alt: image.alt?.trim() || '',
  width: image.dimensions?.width,
  height: image.dimensions?.height,
});

/** A read image view: url (undefined when empty), alt ('' when none) and dimensions when known. */
export type ImageValue = ReturnType<typeof viewOf>;

/**
 * A Prismic image field: its main view and its thumbnails (the model's named crops, e.g. a banner's
 * `mobile` and `desktop`: each a key beside the main view's, holding a view of its own). A malformed
 * thumbnail is left out.
 * @example imageField.parse({ url: 'https://images.prismic.io/r/a.jpg', dimensions: { width: 1600, height: 1000 }, mobile: { url: '…&rect=…', dimensions: { width: 800, height: 500 } } }).thumbnails.mobile?.width === 800
 */
export const imageField = z
  .preprocess((value) => (value && typeof value === 'object' ? value : {}), imageView)
  .transform((image) => {
    const thumbnails: Record<string, ImageValue> = {};
    for (const [name, value] of Object.entries(image)) {
      if (IMAGE_KEYS.has(name) || !value || typeof value !== 'object') continue;
      const parsed = imageView.safeParse(value);
      if (parsed.success && parsed.data.url?.trim()) thumbnails[name] = viewOf(parsed.data);
    }
    return { ...viewOf(image), thumbnails };
  });

/**
 * Per-language lists: "en: 1, 2; fr: 3" → { en: [1, 2], fr: [3] } (locale_ranking, locale_exclusions).
 * Language codes are lowercase two letters; unparsable parts are dropped.
 */
export const localeIdLists = z.preprocess(
  (value) => {
    const result: Record<string, number[]> = {};
    if (typeof value !== 'string') return result;
    for (const part of value.split(';')) {
      const match = /^\s*([a-z]{2})\s*:\s*(.*)$/i.exec(part);
      if (!match?.[1]) continue;
      const ids = idList.parse(match[2] ?? '');
      if (ids.length > 0) result[match[1].toLowerCase()] = ids;
    }
    return result;
  },
  z.record(z.string(), z.array(z.number())),
);
