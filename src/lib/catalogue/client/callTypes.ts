// What a call of the catalogue client is (its parameters, per-request context and cache policy), apart
// from the client itself so that the client's call groups (extraCalls, placeCalls) and the tags of an
// answer (catalogueTags) depend on it rather than on the client that assembles them.

/**
 * Per-request context, from the request context (src/lib/request/requestContext.ts): the variation's
 * cookies are forwarded, and its sales channel (already checked against its allow-list) as `x-channel`.
 */
export interface RequestContext {
  cookie?: string | undefined;
  channel?: string | undefined;
  /**
   * Fault injection for tests (issue 7 §5): calls whose path contains this text (`*` = every call)
   * fail as a timeout would, bypassing the cache. Only set when CATALOGUE_FAULT_INJECTION allows it.
   */
  fault?: string | undefined;
}

export type Params = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

/** Cache policy per kind of call (ttl, stale-while-revalidate). */
export const POLICY = {
  catalogue: { ttlMs: 10 * 60_000, swrMs: 60 * 60_000 },
  reference: { ttlMs: 60 * 60_000, swrMs: 24 * 60 * 60_000 },
  calendar: { ttlMs: 60_000, swrMs: 5 * 60_000 },
  inventory: { ttlMs: 30_000, swrMs: 60_000 },
  reviews: { ttlMs: 30 * 60_000, swrMs: 3 * 60 * 60_000 },
} as const;

/** One call of the client: path, parameters, cache policy and per-request context; undefined on failure. */
export type Call = <T>(
  path: string,
  params: Params,
  kind: keyof typeof POLICY,
  context: RequestContext,
) => Promise<T | undefined>;
