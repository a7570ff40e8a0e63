import { Cache } from './cache';

/**
 * A value loaded on demand and kept for `ttlMs`; after that the stale value is still served while one
 * refresh runs in the background. If a refresh fails, the last good value stays (and the error is logged).
 * A one-entry configuration of the cache primitive (cache.ts).
 * @example const sites = refreshingValue(() => loadSites(client), 5000); await sites();
 */
export function refreshingValue<T>(
  load: () => Promise<T>,
  ttlMs: number,
  options: { now?: () => number; onError?: (error: unknown) => void } = {},
): (() => Promise<T>) & { invalidate: () => void } {
  const cache = new Cache<{ data: T }>({ maxEntries: 1, ...options });
  const freshness = { ttlMs, swrMs: Infinity };
  // Boxed: a value that is itself undefined is still a loaded value.
  const get = async (): Promise<T> => {
    const box = await cache.load('value', freshness, async () => ({ data: await load() }));
    return (box as { data: T }).data;
  };
  /** Drops the value: the next call loads afresh (waits for it) instead of serving the stale one. */
  const invalidate = (): void => {
    cache.invalidate('all');
  };
  return Object.assign(get, { invalidate });
}
