/**
 * A real number (not NaN, not ±Infinity, not a string): the guard every rule uses on catalogue numbers.
 * @example isFiniteNumber(4.5) === true; isFiniteNumber(Number.NaN) === false; isFiniteNumber('4') === false
 */
export function isFiniteNumber(value: unknown): value is number {
  return Number.isFinite(value);
}

/**
 * A whole number (…, -1, 0, 1, …).
 * @example isWholeNumber(3) === true; isWholeNumber(2.5) === false
 */
export function isWholeNumber(value: unknown): value is number {
  return Number.isInteger(value);
}
