/**
 * Freezes a value and everything in it.
 * @example Object.isFrozen(deepFreeze({ a: [{ b: 1 }] }).a[0]) === true
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}

/** Objects every request shares: marked by `keepShared`, read by `isShared`. */
const SHARED = new WeakSet<object>();

/**
 * A value that every request will share from memory (a kept content or catalogue answer, a card view):
 * frozen, so that code which tried to change it throws at once (in tests) instead of changing another
 * visitor's page, and marked shared, everything in it. Memos (`derivedOnce`) remember what is derived
 * from marked values only: being frozen alone (a request's own context is frozen too) is no promise
 * that the object lives on and means the same thing to the next request.
 * @example isShared(keepShared({ items: [{ id: 1 }] }).items[0]) === true; isShared(Object.freeze({})) === false
 */
export function keepShared<T>(value: T): T {
  share(value);
  return value;
}

/** Freezes and marks in one walk (issue 25: two walks of every catalogue answer showed in profiles). */
function share(value: unknown): void {
  if (value === null || typeof value !== 'object' || SHARED.has(value)) return;
  SHARED.add(value);
  Object.freeze(value);
  if (Array.isArray(value)) for (const child of value as unknown[]) share(child);
  else for (const child of Object.values(value)) share(child);
}

/** Whether a value was kept for every request by `keepShared`. */
export const isShared = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && SHARED.has(value);
