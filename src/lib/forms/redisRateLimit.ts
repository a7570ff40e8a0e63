import { Redis } from 'ioredis';
import type { RateDecision, RateLimiter, TokenBucketOptions } from './rateLimit';
import { logger } from '../log/logger';

const log = logger('rate-limit');

/** The token bucket of `MemoryRateLimiter`, atomically in Redis: tokens and time in one hash per key. */
const SCRIPT = `
local cap = tonumber(ARGV[1])
local per = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local b = redis.call('HMGET', KEYS[1], 't', 'a')
local tokens = cap
if b[1] then tokens = math.min(cap, tonumber(b[1]) + math.max(0, now - tonumber(b[2])) * per) end
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'a', tostring(now))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return { allowed, tostring(tokens) }
`;

/**
 * Rate limits shared by every server process through Redis (`REDIS_URL`): the same token bucket per
 * key, run as one Lua script so concurrent requests cannot both take the last token. Keys expire once
 * their bucket would be full again. When Redis is down or slow (not connected, or an error) the
 * decision falls back to the in-memory `fallback`, so forms keep working and stay limited per process.
 */
export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis;
  readonly #capacity: number;
  readonly #perMs: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #fallback: RateLimiter;
  #warned = false;

  constructor(url: string, options: TokenBucketOptions, fallback: RateLimiter, redis?: Redis) {
    this.#capacity = Math.max(1, Math.floor(options.capacity));
    const windowMs = Math.max(1, options.windowSeconds) * 1000;
    this.#perMs = this.#capacity / windowMs;
    this.#ttlMs = windowMs;
    this.#now = options.now ?? Date.now;
    this.#fallback = fallback;
    this.#redis =
      redis ??
      new Redis(url, {
        lazyConnect: false,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 1000,
        commandTimeout: 500,
        keyPrefix: 'storefront:rate:',
      });
    this.#redis.on('error', (error: unknown) => this.#warn(error));
  }

  async take(key: string): Promise<RateDecision> {
    if (this.#redis.status !== 'ready') return this.#fallback.take(key);
    try {
      const [allowed, tokens] = (await this.#redis.eval(
        SCRIPT,
        1,
        key,
        this.#capacity,
        this.#perMs,
        this.#now(),
        this.#ttlMs,
      )) as [number, string];
      if (allowed === 1) return { allowed: true, retryAfter: 0 };
      const missing = 1 - Number(tokens);
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(missing / this.#perMs / 1000)) };
    } catch (error) {
      this.#warn(error);
      return this.#fallback.take(key);
    }
  }

  /** What `take` would answer now, without taking: the same arithmetic on the stored bucket. */
  async peek(key: string): Promise<RateDecision> {
    const fallback = () => this.#fallback.peek?.(key) ?? Promise.resolve({ allowed: true, retryAfter: 0 });
    if (this.#redis.status !== 'ready') return fallback();
    try {
      const [stored, at] = await this.#redis.hmget(key, 't', 'a');
      const tokens =
        stored === null || at === null
          ? this.#capacity
          : Math.min(this.#capacity, Number(stored) + Math.max(0, this.#now() - Number(at)) * this.#perMs);
      if (tokens >= 1) return { allowed: true, retryAfter: 0 };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((1 - tokens) / this.#perMs / 1000)) };
    } catch (error) {
      this.#warn(error);
      return fallback();
    }
  }

  /** Closes the connection (tests, shutdown). */
  async close(): Promise<void> {
    this.#redis.disconnect();
    return Promise.resolve();
  }

  #warn(error: unknown): void {
    if (this.#warned) return;
    this.#warned = true;
    log.error({ err: error }, 'Redis is unavailable: limiting in memory');
  }
}
