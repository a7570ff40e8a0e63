import { readBoundedBody } from '../security/boundedBody';
import type { RateLimiter } from './rateLimit';

/** Largest form body accepted (bytes): the group form's longest values fit in well under this. */
export const MAX_FORM_BODY = 16 * 1024;

export type BodyResult =
  { ok: true; fields: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415 };

/**
 * Reads at most `max` bytes of a request body and parses it as a form (urlencoded or multipart) or
 * JSON object. A declared or actual size over `max` is 413 (the stream is cancelled, not buffered); an
 * unreadable body 400; another content type 415.
 */
export async function readFormBody(request: Request, max = MAX_FORM_BODY): Promise<BodyResult> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= max)) return { ok: false, status: 413 };
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const isJson = type.startsWith('application/json');
  const isForm =
    type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
  if (!isJson && !isForm) return { ok: false, status: 415 };
  const body = await readBoundedBody(request, max);
  if (!body.ok) return { ok: false, status: body.reason === 'tooLarge' ? 413 : 400 };
  const { bytes } = body;
  try {
    if (isJson) {
      const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return { ok: false, status: 400 };
      return { ok: true, fields: value as Record<string, unknown> };
    }
    const form = await new Response(new Blob([bytes]), { headers: { 'content-type': type } }).formData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form) if (!(key in fields)) fields[key] = value;
    return { ok: true, fields };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** A 429 with `Retry-After` (seconds), or undefined when the client may go on. */
export async function rateLimited(
  limiter: RateLimiter,
  key: string,
  body: (retryAfter: number) => Response,
): Promise<Response | undefined> {
  const decision = await limiter.take(key);
  if (decision.allowed) return undefined;
  const response = body(decision.retryAfter);
  response.headers.set('retry-after', String(decision.retryAfter));
  return response;
}

/**
 * The defences a small form POST needs before its handler reads it (the sign-up form on pages, the
 * consent form): the rate limit of `key` (`formRateKey`: client, site, form; 429 + Retry-After) and a
 * body of at most `max` bytes that declares its length (413 / 411: a chunked body of unknown length is
 * never buffered). Cross-site posts were refused by the edge middleware (`originCheck.ts`) before any
 * route ran. Answers undefined when the post may go on.
 */
export async function guardFormPost(
  request: Request,
  key: string,
  limiter: RateLimiter,
  max = 4096,
): Promise<Response | undefined> {
  const plain = (body: string, status: number) =>
    new Response(body, {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  const limited = await rateLimited(limiter, key, () =>
    plain('Too many requests. Please wait a moment and try again.', 429),
  );
  if (limited) return limited;
  const declared = request.headers.get('content-length');
  if (declared === null) return request.body ? plain('Length required', 411) : undefined;
  return Number(declared) <= max ? undefined : plain('This form is too large to send.', 413);
}

/** The client address of a request: one source, `clientAddress.ts` (kept here for existing imports). */
export { clientAddressOf } from './clientAddress';
