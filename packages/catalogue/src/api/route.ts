import type { CatalogueContext } from '../service/context.ts';
import type { CacheKind } from './responses.ts';

/**
 * What the router needs of a call: its method, absolute URL and headers. A web Request is one; the
 * storefront's in-process transport makes a plain one (no Request to build, issue 25).
 */
export interface CatalogueCall {
  readonly method: string;
  readonly url: string;
  readonly headers: { get(name: string): string | null };
}

export interface RouteInput {
  ctx: CatalogueContext;
  /** Named path segments, e.g. `{ id: '10001' }`, unparsed. */
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  request: CatalogueCall;
}

export interface Route {
  /** Path with `:name` segments, e.g. `/api/tours/v6/tour-groups/:id/`; the trailing slash is optional. */
  path: string;
  /** Query names that may repeat or end in `[]`. */
  arrays?: readonly string[];
  cache: CacheKind;
  /**
   * Request headers the answer depends on (e.g. `Origin`): sent as `Vary` so a shared cache never
   * answers one client's variant to another. A route that reads a request header must list it here
   * unless its cache kind is private.
   */
  vary?: readonly string[];
  handle(input: RouteInput): Promise<unknown>;
}

/** Compiles `/a/:id/b/` into a regex with named groups (trailing slash optional). */
export function compile(path: string): RegExp {
  const body = path
    .replace(/\/$/, '')
    .split('/')
    .map((part) =>
      part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body}/?$`);
}
