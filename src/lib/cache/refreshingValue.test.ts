import { describe, expect, it, vi } from 'vitest';
import { refreshingValue } from './refreshingValue';

describe('refreshingValue', () => {
  it('loads once, serves from memory within the ttl, then serves stale while refreshing', async () => {
    let now = 0;
    let version = 0;
    const load = vi.fn(async () => ++version);
    const get = refreshingValue(load, 5000, { now: () => now });
    expect(await get()).toBe(1);
    now = 4999;
    expect(await get()).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    now = 5000;
    expect(await get()).toBe(1); // stale answer, refresh under way
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await get()).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
  it('keeps the last good value when a refresh fails', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const load = vi.fn().mockRejectedValue(new Error('down')).mockResolvedValueOnce('good');
    const get = refreshingValue(load, 10, { now: () => now, onError: (error) => errors.push(error) });
    expect(await get()).toBe('good');
    now = 20;
    expect(await get()).toBe('good');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toHaveLength(1);
    expect(await get()).toBe('good');
  });
  it('fails the first call when nothing was ever loaded', async () => {
    const get = refreshingValue(() => Promise.reject(new Error('down')), 10);
    await expect(get()).rejects.toThrow('down');
  });
});

describe('refreshingValue invalidation', () => {
  it('loads afresh after invalidate, and a load begun before it never stores its answer', async () => {
    let version = 0;
    let release: (() => void) | undefined;
    const get = refreshingValue(
      () =>
        new Promise<number>((resolve) => {
          const mine = (version += 1);
          if (mine === 2) release = () => resolve(mine);
          else resolve(mine);
        }),
      60_000,
    );
    expect(await get()).toBe(1);
    get.invalidate();
    const slow = get();
    get.invalidate();
    expect(await get()).toBe(3);
    release?.();
    expect(await slow).toBe(2);
    expect(await get()).toBe(3);
  });
});
