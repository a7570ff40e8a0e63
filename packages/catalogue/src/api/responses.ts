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

/**
 * A catalogue answer before it is an HTTP response: what the in-process transport hands the
 * storefront's client as it is (no web Request or Response in between, issue 25), and what
 * `asHttpResponse` turns into a Response for the HTTP handler.
 */
export interface CatalogueAnswer {
  readonly status: number;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  /** JSON text. */
  readonly body: string;
}

export function json(
  body: unknown,
  status: number,
  cache: CacheKind,
  extra: Readonly<Record<string, string>> = {},
): CatalogueAnswer {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': CACHE[cache], ...extra },
    body: body instanceof JsonText ? body.text : JSON.stringify(body),
  };
}

/** The answer as an HTTP response (the catalogue's HTTP server, the storefront's `/api/…`). */
export const asHttpResponse = (answer: CatalogueAnswer): Response =>
  new Response(answer.body, { status: answer.status, headers: answer.headers });

export const badRequest = (parameter: string, message: string) =>
  json({ error: { code: 'BAD_PARAMETER', parameter, message } }, 400, 'error');

export const notFound = (message: string) => json({ error: { code: 'NOT_FOUND', message } }, 404, 'notFound');
