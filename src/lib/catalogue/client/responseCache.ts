/**
 * A bounded in-memory cache with time-to-live and stale-while-revalidate: a fresh entry is
 * returned as is; a stale one (past ttl, within swr) is returned at once while one background
 * refresh runs; older entries are fetched again. Least recently used entries go first.
 *
 * @example
 * const cache = new ResponseCache(500);
 * await cache.get('k', { ttlMs: 60_000, swrMs: 600_000 }, () => load());
 */
export class ResponseCache {
  readonly #entries = new Map<string, { value: unknown; storedAt: number }>();
  readonly #refreshing = new Set<string>();
  readonly #max: number;
  readonly #now: () => number;
  /** Bumped by `drop`: a load that started before it does not store its (possibly stale) answer. */
  #epoch = 0;

  constructor(max = 1000, now: () => number = Date.now) {
    this.#max = max;
    this.#now = now;
  }

  get size() {
    return this.#entries.size;
  }

  async get<T>(
    key: string,
    policy: { ttlMs: number; swrMs: number },
    load: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const entry = this.#entries.get(key);
    const epoch = this.#epoch;
    const age = entry ? this.#now() - entry.storedAt : Infinity;
    if (entry && age <= policy.ttlMs + policy.swrMs) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      if (age > policy.ttlMs && !this.#refreshing.has(key)) {
        this.#refreshing.add(key);
        void load()
          .then((value) => value !== undefined && epoch === this.#epoch && this.#store(key, value))
          .catch(() => undefined)
          .finally(() => this.#refreshing.delete(key));
      }
      return entry.value as T;
    }
    const value = await load();
    if (value !== undefined && epoch === this.#epoch) this.#store(key, value);
    return value;
  }

  /**
   * Drops every entry whose key `touched` says is affected (a catalogue change); answers loading at this
   * moment are not stored. Returns how many entries were dropped.
   */
  drop(touched: (key: string) => boolean): number {
    this.#epoch += 1;
    let dropped = 0;
    for (const key of [...this.#entries.keys()]) {
      if (touched(key)) {
        this.#entries.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  #store(key: string, value: unknown) {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: this.#now() });
    while (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
