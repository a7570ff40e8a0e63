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

describe('the shared mark', () => {
  it('is invisible to JSON, keys, spreading and equality', () => {
    const answer = keepShared({ id: 7, items: [{ name: 'Louvre' }] });
    expect(JSON.stringify(answer)).toBe('{"id":7,"items":[{"name":"Louvre"}]}');
    expect(Object.keys(answer)).toEqual(['id', 'items']);
    expect(Reflect.ownKeys({ ...answer })).toEqual(['id', 'items']);
    expect(answer).toEqual({ id: 7, items: [{ name: 'Louvre' }] });
    expect(answer.items).toHaveLength(1);
  });

  it('is an object’s own: a copy or an object built on a shared one is not shared', () => {
    const answer = keepShared({ id: 7 });
    expect(isShared({ ...answer })).toBe(false);
    expect(isShared(Object.create(answer))).toBe(false);
    expect(isShared(structuredClone(answer))).toBe(false);
  });

  it('is not given to what someone else froze before, nor to what that holds', () => {
    const frozen = deepFreeze({ nested: { id: 1 } });
    const answer = keepShared({ frozen, fresh: { id: 2 } });
    expect(isShared(answer.fresh)).toBe(true);
    expect(isShared(answer.frozen)).toBe(false);
    expect(isShared(answer.frozen.nested)).toBe(false);
  });
});
