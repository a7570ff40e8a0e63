import { isShared } from './deepFreeze';

/**
 * A value derived from a shared object (one kept for every request by `keepShared`: a content or
 * catalogue answer, a card view) is made once and remembered for as long as the object lives (`memo` is
 * a WeakMap); a value derived from anything else (an object a page built itself, which could still
 * change, even a frozen one) is made afresh every time. The rule is the marking, not the freezing.
 * @example derivedOnce(memo, keepShared([1, 2]), (list) => list.length) === 2
 */
export function derivedOnce<T, V>(memo: WeakMap<object, V>, input: T, derive: (input: T) => V): V {
  if (input === null || typeof input !== 'object' || !isShared(input)) return derive(input);
  if (memo.has(input)) return memo.get(input) as V;
  const value = derive(input);
  memo.set(input, value);
  return value;
}
