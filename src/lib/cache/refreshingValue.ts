/**
 * A value loaded on demand and kept for `ttlMs`; after that the stale value is still served while one
 * refresh runs in the background. If a refresh fails, the last good value stays (and the error is logged).
 * @example const sites = refreshingValue(() => loadSites(client), 5000); await sites();
 */
export function refreshingValue<T>(
  load: () => Promise<T>,
  ttlMs: number,
  options: { now?: () => number; onError?: (error: unknown) => void } = {},
): () => Promise<T> {
  const now = options.now ?? Date.now;
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  let value: { data: T; loadedAt: number } | undefined;
  let pending: Promise<T> | undefined;

  const refresh = (): Promise<T> => {
    pending ??= Promise.resolve()
      .then(load)
      .then((data) => {
        value = { data, loadedAt: now() };
        return data;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  return async () => {
    if (!value) return refresh();
    if (now() - value.loadedAt >= ttlMs) {
      refresh().catch(onError);
    }
    return value.data;
  };
}
