import { z } from 'zod';
import { filledFields } from '../../rules/filledFields';

/**
 * What a review section shows reviews of. A product (tgid) has the catalogue's full reviews call (rating
 * and image filters, two sorts); a collection or a city's category or sub-category has the scoped call,
 * which takes only limit, offset and language (spec 000 §7).
 */
export type ReviewSource =
  | { kind: 'product'; tgid: number }
  | { kind: 'collection'; id: number }
  | { kind: 'cityCategory'; city: string; level: 'categories' | 'subcategories'; id: number };

/** Whether the source's catalogue call can filter and sort (only the product call can). */
export const canFilter = (source: ReviewSource): boolean => source.kind === 'product';

// Prismic number fields arrive as numbers, hand-written JSON sometimes as numeric text.
const id = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().positive().max(2_147_483_647));
const city = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z_]{2,40}$/);

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const fields = z.object({
  tgid: optional(id),
  tagged_collection: optional(id),
  tagged_category: optional(id),
  tagged_sub_category: optional(id),
  tagged_city: optional(city),
});

/**
 * The source a `reviews_page` document names: its `tgid` first, else its `tagged_collection`, else its
 * `tagged_sub_category` or `tagged_category` in `tagged_city` (default: the site's city). Undefined when
 * it names none (or only malformed ids): the page then shows its content without reviews.
 * @example reviewSourceOf({ tgid: 10002 }, 'LONDON') → { kind: 'product', tgid: 10002 }
 * @example reviewSourceOf({ tagged_category: '1' }, 'ROME') → { kind: 'cityCategory', city: 'ROME', level: 'categories', id: 1 }
 */
export function reviewSourceOf(
  data: Record<string, unknown>,
  siteCity: string | undefined,
): ReviewSource | undefined {
  const parsed = fields.parse(filledFields(data));
  if (parsed.tgid) return { kind: 'product', tgid: parsed.tgid };
  if (parsed.tagged_collection) return { kind: 'collection', id: parsed.tagged_collection };
  const cityCode = parsed.tagged_city ?? city.safeParse(siteCity ?? '').data;
  if (!cityCode) return undefined;
  if (parsed.tagged_sub_category)
    return { kind: 'cityCategory', city: cityCode, level: 'subcategories', id: parsed.tagged_sub_category };
  if (parsed.tagged_category)
    return { kind: 'cityCategory', city: cityCode, level: 'categories', id: parsed.tagged_category };
  return undefined;
}

/**
 * The attributes that mark a rating shown on a page with what it is the rating of and its numbers
 * (`data-rating-of="tour-group:10102"`, average and count): one product, collection or city category
 * has one rating wherever it is shown, and the crawl of the built demo (tests/e2e/demo-world.spec.ts)
 * compares every mark of one subject.
 * @example ratingMark({ kind: 'collection', id: 176 }, 4.62, 1250) → { 'data-rating-of': 'collection:176', 'data-rating-average': '4.62', 'data-rating-count': '1250' }
 */
export function ratingMark(
  source: ReviewSource,
  average: number,
  count: number,
): Record<'data-rating-of' | 'data-rating-average' | 'data-rating-count', string> {
  const subject =
    source.kind === 'product'
      ? `tour-group:${source.tgid}`
      : source.kind === 'collection'
        ? `collection:${source.id}`
        : `${source.level}:${source.city}:${source.id}`;
  return {
    'data-rating-of': subject,
    'data-rating-average': String(average),
    'data-rating-count': String(count),
  };
}
