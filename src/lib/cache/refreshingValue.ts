/**
 * A value loaded on demand and kept for `ttlMs`; after that the stale value is still served while one
 * refresh runs in the background. If a refresh fails, the last good value stays (and the error is logged).
 * @example const sites = refreshingValue(() => loadSites(client), 5000); await sites();
 */
export function refreshingValue<T>(
  load: () => Promise<T>,
  ttlMs: number,
  options: { now?: () => number; onError?: (error: unknown) => void } = {},
): (() => Promise<T>) & { invalidate: () => void } {
  const now = options.now ?? Date.now;
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  let value: { data: T; loadedAt: number } | undefined;
  let pending: Promise<T> | undefined;
  // Bumped by invalidate(): a load begun before it never stores its (stale) answer.
  let generation = 0;

  const refresh = (): Promise<T> => {
    const started = generation;
    pending ??= Promise.resolve()
      .then(load)
      .then((data) => {
        if (started === generation) value = { data, loadedAt: now() };
        return data;
      })
      .finally(() => {
        if (started === generation) pending = undefined;
      });
    return pending;
  };

  const get = async (): Promise<T> => {
    if (!value) return refresh();
    if (now() - value.loadedAt >= ttlMs) {
      refresh().catch(onError);
    }
    return value.data;
  };
  /** Drops the value: the next call loads afresh (waits for it) instead of serving the stale one. */
  const invalidate = (): void => {
    generation += 1;
    value = undefined;
    pending = undefined;
  };
  return Object.assign(get, { invalidate });
}
