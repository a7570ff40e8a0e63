import { LRUCache } from 'lru-cache';
import { logger } from '../log/logger.ts';

const log = logger('cache');

/**
 * The one cache building block of the storefront (docs/performance.md, "Cache layers"): a least recently
 * used map on `lru-cache`, bounded by entries and by bytes, whose entries carry cache tags, with
 * time-to-live and stale-while-revalidate, one load per key at a time, and an optional shared tier
 * (Redis) behind the memory. The page store, content answers, catalogue answers, rendered fragments,
 * media renditions and the few single values (site list, chrome) are all configurations of it.
 */
export interface CacheOptions<V> {
  /** At most this many entries. */
  maxEntries?: number;
  /** At most this many bytes, as `sizeOf` counts them (a value larger than the bound is not kept). */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  now?: () => number;
  /** Where a failed background refresh is reported, with its key (the stale value stays). */
  onError?: (error: unknown, key: string) => void;
  /** A tier behind the memory, shared by every node (`load` only). */
  shared?: SharedLayer<V> | undefined;
  /**
   * Keeps nothing (CACHE_LAYERS_OFF, for measurements): every `load` loads, loads still shared. A
   * function is asked on first use, so a cache made as its module loads reads no configuration then.
   */
  off?: boolean | (() => boolean);
}

/** A tier behind the memory: read on a memory miss, written after a load, stamped by invalidations. */
export interface SharedLayer<V> {
  /** The stored value and when it was loaded, and the tier's invalidation clock read with it. */
  read(
    key: string,
  ): Promise<{ found?: { value: V; storedAt: number } | undefined; clock?: string | undefined }>;
  write(key: string, value: V, storedAt: number, lifetimeMs: number, clock: string | undefined): void;
  invalidate(tags: readonly string[] | 'all'): void;
}

/** How long a loaded value is fresh, then served stale while one refresh runs (`load`). */
export interface Freshness {
  ttlMs: number;
  swrMs: number;
}

export interface Kept<V> {
  value: V;
  storedAt: number;
  tags: readonly string[];
}

const NO_TAGS = (): readonly string[] => [];

/** Which entries an invalidation reaches: every one, those carrying one of the tags, or a predicate on keys. */
export type Reach = 'all' | readonly string[] | ((key: string) => boolean);

/**
 * @example
 * const cache = new Cache<string>({ maxEntries: 2 });
 * cache.set('a', 'x', ['city:7']); cache.invalidate(['city:7']); cache.get('a') === undefined
 */
export class Cache<V> {
  readonly #lru: LRUCache<string, Kept<V>>;
  readonly #byTag = new Map<string, Set<string>>();
  readonly #pending = new Map<string, Promise<V | undefined>>();
  readonly #refreshing = new Set<string>();
  readonly #now: () => number;
  readonly #onError: (error: unknown, key: string) => void;
  readonly #maxBytes: number;
  readonly #sizeOf: ((value: V) => number) | undefined;
  #shared: SharedLayer<V> | undefined;
  readonly #offOption: boolean | (() => boolean);
  #offValue: boolean | undefined;
  /** Bumped by every invalidation: a load begun before it never stores its (possibly stale) answer. */
  #epoch = 0;

  constructor(options: CacheOptions<V>) {
    const { maxEntries, maxBytes, sizeOf } = options;
    if (maxEntries === undefined && maxBytes === undefined) throw new Error('a cache needs a bound');
    this.#now = options.now ?? Date.now;
    this.#onError =
      options.onError ?? ((error: unknown) => log.error({ err: error }, 'a background load failed'));
    this.#maxBytes = maxBytes ?? Infinity;
    this.#sizeOf = sizeOf;
    this.#shared = options.shared;
    this.#offOption = options.off ?? false;
    // Entries pushed out by the bounds leave the tag index too (a set or delete handles it itself).
    const dispose = (kept: Kept<V>, key: string, reason: LRUCache.DisposeReason): void => {
      if (reason === 'evict') this.#unindex(key, kept.tags);
    };
    this.#lru = new LRUCache<string, Kept<V>>(
      maxBytes === undefined
        ? { max: maxEntries ?? 0, dispose }
        : maxEntries === undefined
          ? { maxSize: maxBytes, dispose }
          : { max: maxEntries, maxSize: maxBytes, dispose },
    );
  }

  /** Adds the shared tier later (a process's cache is created before its configuration is read). */
  shareThrough(shared: SharedLayer<V>): void {
    this.#shared = shared;
  }

  get count(): number {
    return this.#lru.size;
  }

  get bytes(): number {
    return this.#lru.calculatedSize;
  }

  /** The value under the key (now the most recently used), whatever its age. */
  get(key: string): V | undefined {
    return this.#lru.get(key)?.value;
  }

  /** The value under the key, leaving the recency order as it is. */
  peek(key: string): V | undefined {
    return this.#lru.peek(key)?.value;
  }

  /** The entry under the key with when it was stored and its tags (now the most recently used). */
  entry(key: string): Kept<V> | undefined {
    return this.#lru.get(key);
  }

  /**
   * Keeps a value with its tags; `size` overrides `sizeOf` (a caller that measured it already). A value
   * larger than the byte bound is not kept (the older value under its key is dropped all the same).
   */
  set(key: string, value: V, tags: readonly string[] = [], size?: number): void {
    this.#put(key, { value, storedAt: this.#now(), tags }, size);
  }

  delete(key: string): void {
    const kept = this.#lru.peek(key);
    if (!kept) return;
    this.#unindex(key, kept.tags);
    this.#lru.delete(key);
  }

  keys(): IterableIterator<string> {
    return this.#lru.keys();
  }

  /** The keys an invalidation would reach, without changing anything. */
  reached(reach: Reach): string[] {
    if (reach === 'all') return [...this.#lru.keys()];
    if (typeof reach === 'function') return [...this.#lru.keys()].filter(reach);
    const keys = new Set<string>();
    for (const tag of reach) for (const key of this.#byTag.get(tag) ?? []) keys.add(key);
    return [...keys];
  }

  /**
   * Drops the entries reached (and the loads running for them, which will not be stored); with a shared
   * tier, stamps the tags there (`sharedTags`, or the reach itself when it is tags). Returns how many
   * entries were dropped from memory.
   */
  invalidate(reach: Reach, sharedTags?: readonly string[] | 'all'): number {
    this.#epoch += 1;
    const stamp = sharedTags ?? (typeof reach === 'function' ? 'all' : reach);
    if (this.#shared) this.#shared.invalidate(stamp);
    const keys = this.reached(reach);
    for (const key of keys) this.delete(key);
    // A load running now has no tags yet: only a predicate can tell whether it is reached.
    if (typeof reach !== 'function') this.#pending.clear();
    else for (const key of [...this.#pending.keys()]) if (reach(key)) this.#pending.delete(key);
    return keys.length;
  }

  /**
   * The value under the key, loaded when missing: a fresh entry is returned as is; a stale one (`ttlMs`
   * old or older, for `swrMs` more) at once while one background refresh runs; an older one is loaded
   * again. Callers asking for the same missing key at the same time share one load (and its failure).
   * A load that answers `undefined` is not kept; `tagsOf` names the tags of a loaded value. With a shared tier, a memory miss looks there first and
   * a load is written there for `ttlMs + swrMs`.
   */
  async load(
    key: string,
    freshness: Freshness,
    loader: () => Promise<V | undefined>,
    tagsOf: (value: V) => readonly string[] = NO_TAGS,
  ): Promise<V | undefined> {
    const kept = this.#lru.get(key);
    const age = kept ? this.#now() - kept.storedAt : Infinity;
    if (kept && age < freshness.ttlMs + freshness.swrMs) {
      if (age >= freshness.ttlMs) this.#refresh(key, freshness, loader, tagsOf);
      return kept.value;
    }
    const running = this.#pending.get(key);
    if (running) return running;
    const flight = this.#miss(key, freshness, loader, tagsOf, this.#epoch).finally(() => {
      if (this.#pending.get(key) === flight) this.#pending.delete(key);
    });
    this.#pending.set(key, flight);
    return flight;
  }

  async #miss(
    key: string,
    freshness: Freshness,
    loader: () => Promise<V | undefined>,
    tagsOf: (value: V) => readonly string[],
    epoch: number,
  ): Promise<V | undefined> {
    let clock: string | undefined;
    if (this.#shared) {
      // Another node may have loaded it: one round trip (a miss while the tier is down).
      const read = await this.#shared.read(key);
      clock = read.clock;
      const found = read.found;
      const age = found ? this.#now() - found.storedAt : Infinity;
      if (found && age < freshness.ttlMs + freshness.swrMs && epoch === this.#epoch) {
        this.#put(key, { value: found.value, storedAt: found.storedAt, tags: tagsOf(found.value) });
        if (age >= freshness.ttlMs) this.#refresh(key, freshness, loader, tagsOf);
        return found.value;
      }
    }
    const value = await loader();
    if (value !== undefined && epoch === this.#epoch) this.#keep(key, value, freshness, tagsOf, clock);
    return value;
  }

  /** One background refresh per key; its answer is kept unless an invalidation happened meanwhile. */
  #refresh(
    key: string,
    freshness: Freshness,
    loader: () => Promise<V | undefined>,
    tagsOf: (value: V) => readonly string[],
  ): void {
    if (this.#refreshing.has(key)) return;
    this.#refreshing.add(key);
    const epoch = this.#epoch;
    // Started now (not a tick later), a throw of the loader itself taken as its failure.
    void new Promise<V | undefined>((resolve) => resolve(loader()))
      .then((value) => {
        if (value !== undefined && epoch === this.#epoch)
          this.#keep(key, value, freshness, tagsOf, undefined);
      })
      .catch((error: unknown) => this.#onError(error, key))
      .finally(() => this.#refreshing.delete(key));
  }

  #keep(
    key: string,
    value: V,
    freshness: Freshness,
    tagsOf: (value: V) => readonly string[],
    clock: string | undefined,
  ): void {
    const storedAt = this.#now();
    this.#put(key, { value, storedAt, tags: tagsOf(value) });
    this.#shared?.write(key, value, storedAt, freshness.ttlMs + freshness.swrMs, clock);
  }

  #off(): boolean {
    this.#offValue ??= typeof this.#offOption === 'function' ? this.#offOption() : this.#offOption;
    return this.#offValue;
  }

  #put(key: string, kept: Kept<V>, size?: number): void {
    if (this.#off()) return;
    const bytes =
      this.#maxBytes === Infinity ? 1 : Math.max(1, Math.ceil(size ?? this.#sizeOf?.(kept.value) ?? 1));
    this.delete(key);
    if (bytes > this.#maxBytes) return;
    for (const tag of kept.tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) this.#byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.#lru.set(key, kept, this.#maxBytes === Infinity ? {} : { size: bytes });
  }

  #unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }
}
