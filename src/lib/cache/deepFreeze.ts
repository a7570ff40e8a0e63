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

/**
 * The mark of objects every request shares, set by `keepShared`, read by `isShared`: a hidden own
 * property (a symbol, not enumerable: JSON, spreading and `Object.keys` do not see it), defined just
 * before the object is frozen. Issue 25: a WeakSet of every object of every kept answer (~500,000) cost
 * an identity hash and a table insert per object, and every garbage collection walked its 8-MB table.
 */
const SHARED = Symbol('storefront.shared');
const MARK: PropertyDescriptor = { value: true };

/**
 * A value that every request will share from memory (a kept content or catalogue answer, a card view):
 * frozen, so that code which tried to change it throws at once (in tests) instead of changing another
 * visitor's page, and marked shared, everything in it. Memos (`derivedOnce`) remember what is derived
 * from marked values only: being frozen alone (a request's own context is frozen too) is no promise
 * that the object lives on and means the same thing to the next request. An object someone else froze
 * before cannot take the mark: it stays unmarked, and so does what it holds (`deepFreeze` froze it all).
 * @example isShared(keepShared({ items: [{ id: 1 }] }).items[0]) === true; isShared(Object.freeze({})) === false
 */
export function keepShared<T>(value: T): T {
  share(value);
  return value;
}

/** Marks and freezes in one walk (issue 25: two walks of every catalogue answer showed in profiles). */
function share(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.defineProperty(value, SHARED, MARK);
  Object.freeze(value);
  if (Array.isArray(value)) for (const child of value as unknown[]) share(child);
  else for (const child of Object.values(value)) share(child);
}

/** Whether a value was kept for every request by `keepShared` (its own mark, not a prototype's). */
export const isShared = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && Object.hasOwn(value, SHARED);
