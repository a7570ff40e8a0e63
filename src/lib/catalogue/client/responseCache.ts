import { keepShared } from '../../cache/deepFreeze.ts';
import type { SharedTier } from '../../cache/sharedTier.ts';

/** The optional tier behind the memory: Redis, and the tags (entities) an answer's key names. */
export interface SharedAnswers {
  tier: SharedTier;
  tagsOf: (key: string) => string[];
}

/** What Redis keeps of an answer: the JSON answer and when it was loaded. */
const encode = (value: unknown, storedAt: number): Buffer => Buffer.from(JSON.stringify({ storedAt, value }));

function decode(part: Buffer | undefined): { storedAt: number; value: unknown } | undefined {
  try {
    const parsed = JSON.parse(part?.toString() ?? '') as { storedAt?: unknown; value?: unknown };
    // Frozen like an answer loaded here (catalogueClient): every request shares it from memory.
    return typeof parsed.storedAt === 'number' && parsed.value !== undefined
      ? { storedAt: parsed.storedAt, value: keepShared(parsed.value) }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A bounded in-memory cache with time-to-live and stale-while-revalidate: a fresh entry is
 * returned as is; a stale one (past ttl, within swr) is returned at once while one background
 * refresh runs; older entries are fetched again. Least recently used entries go first. With a
 * shared tier (Redis, docs/page-cache.md "Shared through Redis"), a memory miss looks there before
 * loading, and loaded answers are written there for ttl + swr.
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
  #shared: SharedAnswers | undefined;

  constructor(max = 1000, now: () => number = Date.now, shared?: SharedAnswers) {
    this.#max = max;
    this.#now = now;
    this.#shared = shared;
  }

  /** Adds the shared tier later (the process's cache is created before its configuration is read). */
  shareThrough(shared: SharedAnswers): void {
    this.#shared = shared;
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
      if (age > policy.ttlMs) this.#refresh(key, policy, load, epoch, undefined);
      return entry.value as T;
    }
    let clock: string | undefined;
    if (this.#shared) {
      // Another node may have loaded it: one Redis round trip (short timeout; a miss while Redis is down).
      const read = await this.#shared.tier.read(key, 1);
      clock = read.clock;
      const found = decode(read.parts?.[0]);
      const sharedAge = found ? this.#now() - found.storedAt : Infinity;
      if (found && sharedAge <= policy.ttlMs + policy.swrMs && epoch === this.#epoch) {
        this.#store(key, found.value, found.storedAt);
        if (sharedAge > policy.ttlMs) this.#refresh(key, policy, load, epoch, clock);
        return found.value as T;
      }
    }
    const value = await load();
    if (value !== undefined && epoch === this.#epoch) this.#keep(key, value, policy, clock);
    return value;
  }

  /**
   * Drops every entry whose key `touched` says is affected (a catalogue change); answers loading at this
   * moment are not stored. In the shared tier, answers naming one of `tags` (without tags: every answer)
   * are never read again. Returns how many entries were dropped from memory.
   */
  drop(touched: (key: string) => boolean, tags?: readonly string[]): number {
    this.#epoch += 1;
    // The shared tier cannot be searched with a predicate: the change's tags are stamped instead.
    if (this.#shared) void this.#shared.tier.invalidate(tags ?? 'all');
    let dropped = 0;
    for (const key of [...this.#entries.keys()]) {
      if (touched(key)) {
        this.#entries.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  /** One background refresh per key; its answer is kept unless a drop happened meanwhile. */
  #refresh<T>(
    key: string,
    policy: { ttlMs: number; swrMs: number },
    load: () => Promise<T | undefined>,
    epoch: number,
    clock: string | undefined,
  ): void {
    if (this.#refreshing.has(key)) return;
    this.#refreshing.add(key);
    void load()
      .then((value) => {
        if (value !== undefined && epoch === this.#epoch) this.#keep(key, value, policy, clock);
      })
      .catch(() => undefined)
      .finally(() => this.#refreshing.delete(key));
  }

  /** Stores a loaded answer in memory and, when shared, in Redis for ttl + swr. */
  #keep(key: string, value: unknown, policy: { ttlMs: number; swrMs: number }, clock: string | undefined) {
    const storedAt = this.#now();
    this.#store(key, value, storedAt);
    if (this.#shared) {
      const part = encode(value, storedAt);
      const tags = this.#shared.tagsOf(key);
      void this.#shared.tier.write(key, [part], tags, policy.ttlMs + policy.swrMs, clock);
    }
  }

  #store(key: string, value: unknown, storedAt: number) {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt });
    while (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
