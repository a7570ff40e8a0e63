/**
 * Reads a Prismic timestamp (`2026-03-01T10:00:00+0000`: an offset without a colon, which
 * `Date.parse` does not accept everywhere) or any ISO date-time; an invalid date when unreadable.
 * @example parsePrismicTimestamp('2026-03-01T10:00:00+0100').toISOString() === '2026-03-01T09:00:00.000Z'
 */
export function parsePrismicTimestamp(value: string): Date {
  return new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
}
