import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rateLimit';

describe('MemoryRateLimiter', () => {
  it('allows a burst of `capacity`, then answers the wait for one token', () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter({ capacity: 3, windowSeconds: 60, now: () => now });
    expect(limiter.takeNow('a')).toEqual({ allowed: true, retryAfter: 0 });
    expect(limiter.takeNow('a')).toEqual({ allowed: true, retryAfter: 0 });
    expect(limiter.takeNow('a')).toEqual({ allowed: true, retryAfter: 0 });
    // 3 per 60 s: one token every 20 s.
    expect(limiter.takeNow('a')).toEqual({ allowed: false, retryAfter: 20 });
    now += 5_000;
    expect(limiter.takeNow('a')).toEqual({ allowed: false, retryAfter: 15 });
    now += 15_000;
    expect(limiter.takeNow('a')).toEqual({ allowed: true, retryAfter: 0 });
    expect(limiter.takeNow('a').allowed).toBe(false);
  });

  it('keeps keys apart and never refills above capacity', () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({ capacity: 1, windowSeconds: 10, now: () => now });
    expect(limiter.takeNow('a').allowed).toBe(true);
    expect(limiter.takeNow('b').allowed).toBe(true);
    expect(limiter.takeNow('a')).toEqual({ allowed: false, retryAfter: 10 });
    now += 3_600_000;
    expect(limiter.takeNow('a').allowed).toBe(true);
    expect(limiter.takeNow('a').allowed).toBe(false);
  });

  it('holds at most maxKeys buckets, dropping the least recently used', () => {
    const limiter = new MemoryRateLimiter({ capacity: 1, windowSeconds: 60, maxKeys: 2, now: () => 0 });
    limiter.takeNow('a');
    limiter.takeNow('b');
    limiter.takeNow('a');
    limiter.takeNow('c');
    expect(limiter.size).toBe(2);
    // 'b' was dropped (least recently used): it starts full again; 'a' is still empty.
    expect(limiter.takeNow('b').allowed).toBe(true);
    expect(limiter.takeNow('a').allowed).toBe(true);
  });
});

describe('guardFormPost', () => {
  const post = (headers: Record<string, string>, body?: string) =>
    new Request('http://paris.localhost/', { method: 'POST', headers, body: body ?? null });
  it('lets a small form through, refuses a large or unknown length, then rate-limits', async () => {
    const { guardFormPost } = await import('./formGuard');
    const limiter = new MemoryRateLimiter({ capacity: 3, windowSeconds: 60, now: () => 0 });
    expect(
      await guardFormPost(post({ 'content-length': '20' }, 'email=ana%40example.com'), 'a', limiter),
    ).toBeUndefined();
    expect((await guardFormPost(post({ 'content-length': '9000' }, 'x'), 'a', limiter))?.status).toBe(413);
    const chunked = new Request('http://paris.localhost/', {
      method: 'POST',
      body: new ReadableStream({ start: (c) => c.close() }),
      duplex: 'half',
    } as RequestInit);
    expect((await guardFormPost(chunked, 'a', limiter))?.status).toBe(411);
    const limited = await guardFormPost(post({ 'content-length': '1' }, 'x'), 'a', limiter);
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get('retry-after')).toBe('20');
  });
});

describe('MemoryRateLimiter.peek', () => {
  it('answers what take would, without taking a token or refreshing the key', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({ capacity: 2, windowSeconds: 60, maxKeys: 2, now: () => now });
    expect(await limiter.peek('a')).toEqual({ allowed: true, retryAfter: 0 });
    expect(limiter.size).toBe(0);
    limiter.takeNow('a');
    limiter.takeNow('a');
    expect(await limiter.peek('a')).toEqual({ allowed: false, retryAfter: 30 });
    expect(limiter.peekNow('a')).toEqual({ allowed: false, retryAfter: 30 });
    now += 30_000;
    expect(limiter.peekNow('a')).toEqual({ allowed: true, retryAfter: 0 });
    expect(limiter.peekNow('a')).toEqual({ allowed: true, retryAfter: 0 });
  });

  it('does not move a key ahead in the least-recently-used order', () => {
    const limiter = new MemoryRateLimiter({ capacity: 1, windowSeconds: 60, maxKeys: 2, now: () => 0 });
    limiter.takeNow('a');
    limiter.takeNow('b');
    expect(limiter.peekNow('a').allowed).toBe(false);
    limiter.takeNow('c'); // drops 'a', the least recently used, although it was just peeked at
    expect(limiter.peekNow('a').allowed).toBe(true);
    expect(limiter.peekNow('b').allowed).toBe(false);
  });
});
