import { describe, expect, it } from 'vitest';
import { deepFreeze, isShared, keepShared } from './deepFreeze';

describe('deepFreeze', () => {
  it('freezes nested objects and arrays and returns its argument', () => {
    const value = { a: [{ b: 1 }], c: { d: 'x' } };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value.a[0])).toBe(true);
    expect(Object.isFrozen(value.c)).toBe(true);
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze(3)).toBe(3);
  });
});

describe('keepShared', () => {
  it('freezes and marks a value and everything in it; freezing alone marks nothing', () => {
    const answer = keepShared({ items: [{ id: 1, tags: ['a'] }] });
    expect(Object.isFrozen(answer.items[0])).toBe(true);
    expect(isShared(answer)).toBe(true);
    expect(isShared(answer.items[0]?.tags)).toBe(true);
    expect(isShared(Object.freeze({ id: 1 }))).toBe(false);
    expect(isShared(deepFreeze({ id: 1 }))).toBe(false);
    expect(isShared('text')).toBe(false);
    expect(isShared(null)).toBe(false);
  });
});
