/**
 * Freezes a value and everything in it. Memories shared by every request (parsed content answers,
 * catalogue answers, card views) are frozen: code that tried to change a shared object throws at once,
 * in tests, instead of changing another visitor's page.
 * @example Object.isFrozen(deepFreeze({ a: [{ b: 1 }] }).a[0]) === true
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
