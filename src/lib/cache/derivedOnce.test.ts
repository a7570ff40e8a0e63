import { describe, expect, it } from 'vitest';
import { keepShared } from './deepFreeze';
import { derivedOnce } from './derivedOnce';

describe('derivedOnce', () => {
  it('derives from a shared object once, and from anything else (a frozen one too) every time', () => {
    const memo = new WeakMap<object, number>();
    let calls = 0;
    const count = (list: readonly number[]) => {
      calls += 1;
      return list.length;
    };
    const shared = keepShared([1, 2]);
    expect(derivedOnce(memo, shared, count)).toBe(2);
    expect(derivedOnce(memo, shared, count)).toBe(2);
    expect(calls).toBe(1);
    // Frozen is not shared: a request freezes its own context, which no later request sees.
    const frozen = Object.freeze([1, 2]);
    derivedOnce(memo, frozen, count);
    derivedOnce(memo, frozen, count);
    expect(calls).toBe(3);
    const open = [1, 2, 3];
    expect(derivedOnce(memo, open, count)).toBe(3);
    open.push(4);
    expect(derivedOnce(memo, open, count)).toBe(4);
    expect(calls).toBe(5);
  });
  it('remembers an undefined result too, and passes primitives through', () => {
    const memo = new WeakMap<object, string | undefined>();
    let calls = 0;
    const none = () => {
      calls += 1;
      return undefined;
    };
    const shared = keepShared({});
    derivedOnce(memo, shared, none);
    derivedOnce(memo, shared, none);
    expect(calls).toBe(1);
    expect(derivedOnce(new WeakMap(), 'x', (value: string) => value.toUpperCase())).toBe('X');
  });
});
