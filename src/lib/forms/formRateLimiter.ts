import { appConfig } from '../config';
import { MemoryRateLimiter, type RateLimiter } from './rateLimit';
import { RedisRateLimiter } from './redisRateLimit';

let shared: RateLimiter | undefined;

/**
 * The process's form limiter, built once from the configuration: shared through the Redis of the
 * limits when there is one (`REDIS_LIMITS_URL`, else `REDIS_URL`; in memory while Redis is down), else
 * in memory. That Redis is kept apart from the caches' in production (issue 20 §2): the caches' Redis
 * runs with `allkeys-lru`, which would evict a bucket (a fresh allowance) under memory pressure
 * (docs/deployment.md, "Redis").
 */
export function formRateLimiter(): RateLimiter {
  if (shared) return shared;
  const { formRateLimit: options, redis } = appConfig();
  const memory = new MemoryRateLimiter(options);
  const url = redis.limitsUrl;
  shared = url ? new RedisRateLimiter(url, options, memory) : memory;
  return shared;
}
