import { describe, expect, it } from 'vitest';
import { derivedOnce } from './derivedOnce';

describe('derivedOnce', () => {
  it('derives from a frozen object once, and from anything else every time', () => {
    const memo = new WeakMap<object, number>();
    let calls = 0;
    const count = (list: readonly number[]) => {
      calls += 1;
      return list.length;
    };
    const frozen = Object.freeze([1, 2]);
    expect(derivedOnce(memo, frozen, count)).toBe(2);
    expect(derivedOnce(memo, frozen, count)).toBe(2);
    expect(calls).toBe(1);
    const open = [1, 2, 3];
    expect(derivedOnce(memo, open, count)).toBe(3);
    open.push(4);
    expect(derivedOnce(memo, open, count)).toBe(4);
    expect(calls).toBe(3);
  });
  it('remembers an undefined result too, and passes primitives through', () => {
    const memo = new WeakMap<object, string | undefined>();
    let calls = 0;
    const none = () => {
      calls += 1;
      return undefined;
    };
    const frozen = Object.freeze({});
    derivedOnce(memo, frozen, none);
    derivedOnce(memo, frozen, none);
    expect(calls).toBe(1);
    expect(derivedOnce(new WeakMap(), 'x', (value: string) => value.toUpperCase())).toBe('X');
  });
});
