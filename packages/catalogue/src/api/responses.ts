/** Freshness of each kind of answer (spec: tour groups hours, calendar minutes, inventory a few minutes). */
export const CACHE = {
  catalogue: 'public, max-age=3600, stale-while-revalidate=86400',
  reference: 'public, max-age=86400, stale-while-revalidate=604800',
  calendar: 'public, max-age=600, stale-while-revalidate=600',
  inventory: 'public, max-age=120, stale-while-revalidate=60',
  reviews: 'public, max-age=10800, stale-while-revalidate=86400',
  personal: 'private, no-store',
  error: 'no-store',
  notFound: 'public, max-age=60',
} as const;

export type CacheKind = keyof typeof CACHE;

/** A body a service already serialised as JSON (list pages are spliced as text), answered as is. */
export class JsonText {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

export function json(body: unknown, status: number, cache: CacheKind): Response {
  return new Response(body instanceof JsonText ? body.text : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': CACHE[cache] },
  });
}

export const badRequest = (parameter: string, message: string) =>
  json({ error: { code: 'BAD_PARAMETER', parameter, message } }, 400, 'error');

export const notFound = (message: string) => json({ error: { code: 'NOT_FOUND', message } }, 404, 'notFound');
