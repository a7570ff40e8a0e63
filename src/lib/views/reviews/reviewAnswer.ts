import { keepShared } from '../../cache/deepFreeze';
import { derivedOnce } from '../../cache/derivedOnce';
import { z } from 'zod';

const count = z.number().int().nonnegative();

const media = z.object({
  type: z.string().optional(),
  url: z.string(),
  metadata: z
    .object({
      width: z.number().positive().optional().catch(undefined),
      height: z.number().positive().optional().catch(undefined),
    })
    .nullable()
    .optional()
    .catch(undefined),
});

const review = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  text: z.string().catch(''),
  language: z.string().nullable().optional().catch(undefined),
  author: z.object({
    name: z.string().trim().min(1),
    countryCode: z.string().nullable().optional().catch(undefined),
  }),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  media: z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.flatMap((item) => media.safeParse(item).data ?? [])),
});

export type ReviewAnswerItem = z.infer<typeof review>;

const answer = z.object({
  averageRating: z.number().min(0).max(5).nullable().catch(null),
  ratingsCount: count.catch(0),
  /** Ratings by stars (5 to 1); an older catalogue without them answers no breakdown. */
  ratingCounts: z
    .array(z.object({ rating: z.number().int().min(1).max(5), count }))
    .optional()
    .catch(undefined),
  total: count,
  items: z
    .array(z.unknown())
    .transform((items) => items.flatMap((item) => review.safeParse(item).data ?? [])),
});

export type ReviewAnswer = z.infer<typeof answer>;

/**
 * A ReviewList answer of the catalogue (docs/catalogue-api.md), checked at the edge: the list must have
 * its total and items; a malformed review is left out rather than failing the section, and a bad
 * photo is left out of its review. Undefined when the answer is no review list at all.
 * @example parseReviewAnswer({ averageRating: 4.4, ratingsCount: 9, total: 0, items: [] })?.total === 0
 */
export function parseReviewAnswer(value: unknown): ReviewAnswer | undefined {
  // A kept catalogue answer is frozen and cannot change: checked once, its (frozen) result shared, so the
  // views of its reviews are made once too (reviewItemView).
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value))
    return answer.safeParse(value).data;
  return derivedOnce(parsedAnswers, value, (kept) => keepShared(answer.safeParse(kept).data));
}

const parsedAnswers = new WeakMap<object, ReviewAnswer | undefined>();
