/**
 * A value derived from a shared, frozen object (a kept content or catalogue answer, a card view) is made
 * once and remembered for as long as the object lives (`memo` is a WeakMap); a value derived from
 * anything else (an object a page built itself, which could still change) is made afresh every time.
 * @example derivedOnce(memo, Object.freeze([1, 2]), (list) => list.length) === 2
 */
export function derivedOnce<T, V>(memo: WeakMap<object, V>, input: T, derive: (input: T) => V): V {
  if (input === null || typeof input !== 'object' || !Object.isFrozen(input)) return derive(input);
  if (memo.has(input)) return memo.get(input) as V;
  const value = derive(input);
  memo.set(input, value);
  return value;
}
