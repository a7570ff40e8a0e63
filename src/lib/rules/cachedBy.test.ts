import { describe, expect, it, vi } from 'vitest';
import { cachedBy } from './cachedBy';
import { isFiniteNumber, isWholeNumber } from './isFiniteNumber';

describe('cachedBy', () => {
  it('creates a value once per key and returns the same one after', () => {
    const cache = new Map<string, { n: number }>();
    const create = vi.fn(() => ({ n: cache.size }));
    const first = cachedBy(cache, 'a', create);
    expect(first).toEqual({ n: 0 });
    expect(cachedBy(cache, 'a', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(cachedBy(cache, 'b', create)).toEqual({ n: 1 });
    expect(create).toHaveBeenCalledTimes(2);
  });
});

describe('number guards', () => {
  it('accepts only real numbers', () => {
    expect(isFiniteNumber(4.5)).toBe(true);
    expect(isFiniteNumber(-0)).toBe(true);
    expect(isFiniteNumber(Number.NaN)).toBe(false);
    expect(isFiniteNumber(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isFiniteNumber('4')).toBe(false);
    expect(isFiniteNumber(null)).toBe(false);
  });
  it('accepts only whole numbers', () => {
    expect(isWholeNumber(3)).toBe(true);
    expect(isWholeNumber(-2)).toBe(true);
    expect(isWholeNumber(2.5)).toBe(false);
    expect(isWholeNumber('3')).toBe(false);
  });
});
