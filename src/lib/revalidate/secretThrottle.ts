import { appConfig } from '../config';
import { MemoryRateLimiter, type RateDecision, type RateLimiter } from '../forms/rateLimit';
import { RedisRateLimiter } from '../forms/redisRateLimit';

/** Wrong secrets (or signatures) a client may send to one webhook per window… */
export const WRONG_SECRET_LIMIT = 10;
/** …of this many seconds (a token bucket: then one more every 6 s). */
export const WRONG_SECRET_WINDOW_SECONDS = 60;

/** A limiter that can say whether a client is blocked without counting the request. */
export type PeekingRateLimiter = RateLimiter & { peek(key: string): Promise<RateDecision> };

export interface SecretThrottle {
  /** Seconds the client must wait when it sent too many wrong secrets lately; undefined when it may try. */
  blocked(client: string): Promise<number | undefined>;
  /** Counts one wrong secret (or signature) from the client. */
  failed(client: string): Promise<void>;
}

/**
 * Throttles guessing of a webhook's secret per client address: only wrong tries count (a publisher
 * sending many right events is never slowed), and a blocked client is refused (429) before its secret is
 * even looked at, right or wrong, so guessing goes no faster than `WRONG_SECRET_LIMIT` per minute.
 * Keys `webhook:<route>|<client>`, apart from the forms' buckets.
 * @example const throttle = secretThrottle('revalidate', limiter); await throttle.failed('203.0.113.9')
 */
export function secretThrottle(route: string, limiter: PeekingRateLimiter): SecretThrottle {
  const key = (client: string) => `webhook:${route}|${client}`;
  return {
    async blocked(client) {
      const decision = await limiter.peek(key(client));
      return decision.allowed ? undefined : decision.retryAfter;
    },
    async failed(client) {
      await limiter.take(key(client));
    },
  };
}

let shared: PeekingRateLimiter | undefined;

/**
 * The process's wrong-secret limiter: shared by every node through the limits' Redis when one is set
 * (`REDIS_LIMITS_URL`, else `REDIS_URL`; in memory while Redis is down, like the forms' limiter), else
 * in memory.
 */
export function wrongSecretLimiter(): PeekingRateLimiter {
  if (shared) return shared;
  const options = { capacity: WRONG_SECRET_LIMIT, windowSeconds: WRONG_SECRET_WINDOW_SECONDS };
  const memory = new MemoryRateLimiter(options);
  const url = appConfig().redis.limitsUrl;
  shared = url ? new RedisRateLimiter(url, options, memory) : memory;
  return shared;
}
