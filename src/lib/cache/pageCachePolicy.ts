/**
 * How the render pipeline tells the page cache in front of it (src/server/pageCache, docs/page-cache.md)
 * that an answer may be shared, and for how long. The header never leaves the server.
 */
export const PAGE_CACHE_HEADER = 'x-storefront-cache';

export interface PageCacheDirective {
  /** Seconds the answer is served as is. */
  maxAge: number;
  /** Seconds after that during which it is served while one background render refreshes it. */
  staleWhileRevalidate: number;
  /** Seconds after that during which it is served when a refresh fails (the bounded staleness). */
  staleIfError: number;
}

/** Pages: a minute fresh, ten minutes stale while refreshing, a day when the upstreams are down. */
export const PAGE_DIRECTIVE: PageCacheDirective = {
  maxAge: 60,
  staleWhileRevalidate: 600,
  staleIfError: 86_400,
};

/** @example formatDirective(PAGE_DIRECTIVE) === 'max-age=60, stale-while-revalidate=600, stale-if-error=86400' */
export function formatDirective(directive: PageCacheDirective): string {
  return `max-age=${directive.maxAge}, stale-while-revalidate=${directive.staleWhileRevalidate}, stale-if-error=${directive.staleIfError}`;
}

const FIELD = /^\s*(max-age|stale-while-revalidate|stale-if-error)=(\d{1,7})\s*$/;

/**
 * The directive of a header value; undefined (do not keep) when it is missing, malformed or max-age is 0.
 * @example parseDirective('max-age=60, stale-while-revalidate=600, stale-if-error=86400')?.maxAge === 60
 * @example parseDirective('max-age=abc') === undefined
 */
export function parseDirective(value: string | null | undefined): PageCacheDirective | undefined {
  if (!value) return undefined;
  const directive: PageCacheDirective = { maxAge: 0, staleWhileRevalidate: 0, staleIfError: 0 };
  for (const part of value.split(',')) {
    const match = FIELD.exec(part);
    if (!match) return undefined;
    const seconds = Number(match[2]);
    if (match[1] === 'max-age') directive.maxAge = seconds;
    else if (match[1] === 'stale-while-revalidate') directive.staleWhileRevalidate = seconds;
    else directive.staleIfError = seconds;
  }
  return directive.maxAge > 0 ? directive : undefined;
}
