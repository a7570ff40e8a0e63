import { z } from 'zod';
import { parsePrismicTimestamp } from '../prismicTimestamp.ts';
import { isPrismicUid, MAX_PRISMIC_UID_LENGTH } from '../prismicUid.ts';

const richTextSpan = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});

/** A rich-text block as Prismic stores it (headings, paragraphs, list items, images, embeds…). */
export const richTextBlock = z.looseObject({
  type: z.string().min(1),
  text: z.string().optional(),
  spans: z.array(richTextSpan).optional(),
});

/** A uid as Prismic's UID field takes it (src/lib/content/prismicUid.ts): a page's dots are underscores. */
const prismicUid = z
  .string()
  .refine(
    isPrismicUid,
    `must be a Prismic UID: lowercase letters, digits, _ or - (a page's dots written as _), at most ${MAX_PRISMIC_UID_LENGTH} characters`,
  );

const alternateLanguage = z.object({
  id: z.string(),
  uid: prismicUid.nullable().optional(),
  type: z.string(),
  lang: z.string(),
});

const timestamp = z.string().refine((value) => !Number.isNaN(parsePrismicTimestamp(value).getTime()), {
  message: 'must be a date-time such as 2026-03-01T10:00:00+0000',
});

/**
 * The envelope every document file must have; `data` is checked against the document's content model
 * (src/lib/content/models/documentFields.ts), not here.
 */
export const documentSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, _ or -'),
  uid: prismicUid.nullable().optional(),
  type: z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be a lowercase custom type id'),
  lang: z.string().regex(/^[a-z]{2}-[a-z0-9]{2,4}$/, 'must be a Prismic locale such as en-us'),
  tags: z.array(z.string()).default([]),
  alternate_languages: z.array(alternateLanguage).optional(),
  first_publication_date: timestamp.optional(),
  last_publication_date: timestamp.optional(),
  data: z.record(z.string(), z.unknown()),
});
