import { MemoryRateLimiter, rateLimitSettings, type RateLimiter } from './rateLimit';
import { RedisRateLimiter } from './redisRateLimit';

let shared: RateLimiter | undefined;

/**
 * The Redis of the rate limits: `REDIS_LIMITS_URL`, else `REDIS_URL`. Kept apart from the caches' Redis
 * in production (issue 20 §2): the caches' Redis runs with `maxmemory` and `allkeys-lru`, which would
 * evict a bucket (a fresh allowance) under memory pressure; the limits' Redis runs with `noeviction`
 * and its keys expire by themselves (docs/deployment.md, "Redis").
 * @example limitsRedisUrl({ REDIS_URL: 'redis://cache', REDIS_LIMITS_URL: 'redis://limits' }) === 'redis://limits'
 */
export function limitsRedisUrl(env: Record<string, string | undefined>): string | undefined {
  return env['REDIS_LIMITS_URL']?.trim() || env['REDIS_URL']?.trim() || undefined;
}

/**
 * The process's form limiter, built once from the environment: shared through Redis when
 * {@link limitsRedisUrl} gives one (in memory while Redis is down), else in memory.
 */
export function formRateLimiter(): RateLimiter {
  if (shared) return shared;
  const options = rateLimitSettings(process.env);
  const memory = new MemoryRateLimiter(options);
  const url = limitsRedisUrl(process.env);
  shared = url ? new RedisRateLimiter(url, options, memory) : memory;
  return shared;
}
