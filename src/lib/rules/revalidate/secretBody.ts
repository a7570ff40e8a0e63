import type { z } from 'zod';

export type SecretBody<T> = { ok: true; data: T } | { ok: false; message: string; secret?: string };

/**
 * A webhook-style JSON body checked by its schema; on failure a message naming the first wrong field, and
 * the secret if one was sent, so that only its sender learns what is wrong with the rest.
 * @example parseSecretBody('{"secret":"s","x":1}', z.object({ secret: z.string(), y: z.number() }), 'Invalid event') → { ok: false, secret: 's', message: 'Invalid event: y …' }
 */
export function parseSecretBody<T>(text: string, schema: z.ZodType<T>, label: string): SecretBody<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The body is not JSON' };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const secret = json && typeof json === 'object' ? (json as Record<string, unknown>)['secret'] : undefined;
  return {
    ...(typeof secret === 'string' ? { secret } : {}),
    ok: false,
    message: `${label}: ${issue?.path.join('.') || '(body)'} ${issue?.message ?? ''}`.trim(),
  };
}
