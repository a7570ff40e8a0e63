import { Cache } from '../cache/cache';

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until one more request would be allowed (0 when allowed). */
  retryAfter: number;
}

export interface RateLimiter {
  take(key: string): Promise<RateDecision>;
  /** What `take` would answer now, without taking a token (a throttle that counts failures only). */
  peek?(key: string): Promise<RateDecision>;
}

export interface TokenBucketOptions {
  /** Requests allowed in a burst (the bucket's size). */
  capacity: number;
  /** Seconds to refill a full bucket: `capacity` requests per `windowSeconds` in the long run. */
  windowSeconds: number;
  /** Keys kept at most; the least recently used one is dropped first (bounded memory). */
  maxKeys?: number | undefined;
  /** Milliseconds since an epoch (tests inject a clock). */
  now?: (() => number) | undefined;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per key (client address + route) held in memory: each request takes a token, tokens
 * come back at `capacity / windowSeconds` per second, an empty bucket answers `retryAfter` (the wait
 * for one token, rounded up). At most `maxKeys` buckets are kept (least recently used dropped), so a
 * flood of addresses cannot grow memory without bound; a dropped bucket is simply full again.
 * @example new MemoryRateLimiter({ capacity: 2, windowSeconds: 60 }) allows 2 requests, then answers retryAfter 30
 */
export class MemoryRateLimiter implements RateLimiter {
  readonly #buckets: Cache<Bucket>;
  readonly #capacity: number;
  readonly #perMs: number;
  readonly #now: () => number;

  constructor(options: TokenBucketOptions) {
    this.#capacity = Math.max(1, Math.floor(options.capacity));
    this.#perMs = this.#capacity / (Math.max(1, options.windowSeconds) * 1000);
    this.#buckets = new Cache<Bucket>({ maxEntries: Math.max(1, options.maxKeys ?? 10_000) });
    this.#now = options.now ?? Date.now;
  }

  /** Keys currently held (for tests and metrics). */
  get size(): number {
    return this.#buckets.count;
  }

  take(key: string): Promise<RateDecision> {
    return Promise.resolve(this.takeNow(key));
  }

  takeNow(key: string): RateDecision {
    const now = this.#now();
    const tokens = this.#tokens(key, now);
    if (tokens >= 1) {
      this.#buckets.set(key, { tokens: tokens - 1, at: now });
      return { allowed: true, retryAfter: 0 };
    }
    this.#buckets.set(key, { tokens, at: now });
    return this.#refused(tokens);
  }

  peek(key: string): Promise<RateDecision> {
    return Promise.resolve(this.peekNow(key));
  }

  /** What `takeNow` would answer, leaving the bucket (and its place in the LRU order) as it is. */
  peekNow(key: string): RateDecision {
    const tokens = this.#tokens(key, this.#now());
    return tokens >= 1 ? { allowed: true, retryAfter: 0 } : this.#refused(tokens);
  }

  #tokens(key: string, now: number): number {
    const previous = this.#buckets.peek(key);
    return previous
      ? Math.min(this.#capacity, previous.tokens + Math.max(0, now - previous.at) * this.#perMs)
      : this.#capacity;
  }

  #refused(tokens: number): RateDecision {
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((1 - tokens) / this.#perMs / 1000)) };
  }
}
