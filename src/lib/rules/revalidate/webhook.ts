import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { parseSecretBody } from './secretBody';

/** Prismic's webhook body is small; anything larger is refused before parsing. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;
/** More touched documents than this are not looked up one by one: every content cache is dropped. */
export const MAX_LOOKED_UP_IDS = 100;

const documentId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
const release = z.object({ id: z.string().max(128), ref: z.string().max(512).optional() }).loose();

/** Prismic's webhook payload (api-update, test-trigger, …); unknown fields are kept, not trusted. */
export const webhookSchema = z
  .object({
    type: z.string().max(64),
    secret: z.string().max(1024).nullish(),
    masterRef: z.string().max(512).optional(),
    domain: z.string().max(256).optional(),
    documents: z.array(documentId).max(10_000).default([]),
    releases: z
      .object({
        addition: z.array(release).optional(),
        update: z.array(release).optional(),
        deletion: z.array(release).optional(),
      })
      .loose()
      .optional(),
  })
  .loose();
export type WebhookPayload = z.infer<typeof webhookSchema>;

/**
 * Parses a webhook body: JSON of Prismic's shape, or a message saying what is wrong.
 * @example parseWebhook('{"type":"test-trigger","secret":"s"}') → { ok: true, payload: { type: 'test-trigger', … } }
 */
export function parseWebhook(
  text: string,
): { ok: true; payload: WebhookPayload } | { ok: false; message: string; secret?: string } {
  const result = parseSecretBody(text, webhookSchema, 'Invalid webhook payload');
  if (!result.ok) return result;
  return { ok: true, payload: result.data };
}

/**
 * Compares a given secret with the expected one in constant time (both hashed first, so neither the
 * content nor the length leaks through timing). A missing secret never matches.
 * @example secretsMatch('s3cret', 's3cret') === true; secretsMatch(undefined, 's3cret') === false
 */
export function secretsMatch(given: string | null | undefined, expected: string): boolean {
  const a = createHash('sha256')
    .update(given ?? '')
    .digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && typeof given === 'string' && expected.length > 0;
}
