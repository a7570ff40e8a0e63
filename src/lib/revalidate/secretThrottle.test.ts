import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../forms/rateLimit';
import { secretThrottle, WRONG_SECRET_LIMIT, WRONG_SECRET_WINDOW_SECONDS } from './secretThrottle';

describe('secretThrottle', () => {
  it('blocks a client after WRONG_SECRET_LIMIT wrong tries, per route, until a token comes back', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({
      capacity: WRONG_SECRET_LIMIT,
      windowSeconds: WRONG_SECRET_WINDOW_SECONDS,
      now: () => now,
    });
    const revalidate = secretThrottle('revalidate', limiter);
    const events = secretThrottle('catalogue-events', limiter);
    for (let i = 0; i < WRONG_SECRET_LIMIT; i += 1) {
      expect(await revalidate.blocked('203.0.113.9')).toBeUndefined();
      await revalidate.failed('203.0.113.9');
    }
    expect(await revalidate.blocked('203.0.113.9')).toBe(6);
    // Asking does not count: still 6 s, not longer.
    expect(await revalidate.blocked('203.0.113.9')).toBe(6);
    expect(await revalidate.blocked('198.51.100.1')).toBeUndefined();
    expect(await events.blocked('203.0.113.9')).toBeUndefined();
    now += 6_000;
    expect(await revalidate.blocked('203.0.113.9')).toBeUndefined();
  });
});
