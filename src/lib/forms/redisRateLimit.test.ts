import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rateLimit';
import { RedisRateLimiter } from './redisRateLimit';

const waitReady = async (limiter: { take: (key: string) => Promise<unknown> }, ms = 50) =>
  new Promise((resolve) => setTimeout(resolve, ms)).then(() => limiter);

describe('RedisRateLimiter', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
  });

  it('falls back to memory when Redis cannot be reached', async () => {
    const fallback = new MemoryRateLimiter({ capacity: 1, windowSeconds: 60, now: () => 0 });
    const limiter = new RedisRateLimiter('redis://127.0.0.1:1', { capacity: 1, windowSeconds: 60 }, fallback);
    closers.push(() => limiter.close());
    expect(await limiter.take('a')).toEqual({ allowed: true, retryAfter: 0 });
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfter: 60 });
  });

  it('peeks at the memory bucket when Redis cannot be reached', async () => {
    const fallback = new MemoryRateLimiter({ capacity: 1, windowSeconds: 60, now: () => 0 });
    const limiter = new RedisRateLimiter('redis://127.0.0.1:1', { capacity: 1, windowSeconds: 60 }, fallback);
    closers.push(() => limiter.close());
    expect(await limiter.peek('p')).toEqual({ allowed: true, retryAfter: 0 });
    await limiter.take('p');
    expect(await limiter.peek('p')).toEqual({ allowed: false, retryAfter: 60 });
  });

  // A real Redis when REDIS_TEST_URL is set (e.g. redis://127.0.0.1:6379/15).
  const url = process.env['REDIS_TEST_URL'];
  it.skipIf(!url)('shares one bucket per key in Redis, with the memory bucket’s arithmetic', async () => {
    let now = 1_000_000;
    const fallback = new MemoryRateLimiter({ capacity: 100, windowSeconds: 1 });
    const key = `test-${process.pid}-${Math.random()}`;
    const limiter = new RedisRateLimiter(
      url ?? '',
      { capacity: 3, windowSeconds: 60, now: () => now },
      fallback,
    );
    const other = new RedisRateLimiter(
      url ?? '',
      { capacity: 3, windowSeconds: 60, now: () => now },
      fallback,
    );
    closers.push(
      () => limiter.close(),
      () => other.close(),
    );
    await waitReady(limiter, 300);
    expect(await limiter.take(key)).toEqual({ allowed: true, retryAfter: 0 });
    expect(await other.take(key)).toEqual({ allowed: true, retryAfter: 0 });
    expect(await limiter.take(key)).toEqual({ allowed: true, retryAfter: 0 });
    expect(await other.take(key)).toEqual({ allowed: false, retryAfter: 20 });
    now += 20_000;
    expect(await limiter.take(key)).toEqual({ allowed: true, retryAfter: 0 });
  });

  it.skipIf(!url)('peeks at the shared bucket without taking a token', async () => {
    let now = 1_000_000;
    const fallback = new MemoryRateLimiter({ capacity: 100, windowSeconds: 1 });
    const key = `peek-${process.pid}-${Math.random()}`;
    const limiter = new RedisRateLimiter(
      url ?? '',
      { capacity: 2, windowSeconds: 60, now: () => now },
      fallback,
    );
    closers.push(() => limiter.close());
    await waitReady(limiter, 300);
    expect(await limiter.peek(key)).toEqual({ allowed: true, retryAfter: 0 });
    expect(await limiter.take(key)).toEqual({ allowed: true, retryAfter: 0 });
    expect(await limiter.peek(key)).toEqual({ allowed: true, retryAfter: 0 });
    expect(await limiter.take(key)).toEqual({ allowed: true, retryAfter: 0 });
    expect(await limiter.peek(key)).toEqual({ allowed: false, retryAfter: 30 });
    expect(await limiter.peek(key)).toEqual({ allowed: false, retryAfter: 30 });
    now += 30_000;
    expect(await limiter.peek(key)).toEqual({ allowed: true, retryAfter: 0 });
    expect(await limiter.take(key)).toEqual({ allowed: true, retryAfter: 0 });
    expect(await limiter.take(key)).toEqual({ allowed: false, retryAfter: 30 });
  });
});
