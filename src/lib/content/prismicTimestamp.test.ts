import { describe, expect, it } from 'vitest';
import { parsePrismicTimestamp } from './prismicTimestamp';

describe('parsePrismicTimestamp', () => {
  it('reads Prismic offsets without a colon, and ISO date-times', () => {
    expect(parsePrismicTimestamp('2026-03-01T10:00:00+0100').toISOString()).toBe('2026-03-01T09:00:00.000Z');
    expect(parsePrismicTimestamp('2026-03-01T10:00:00-0230').toISOString()).toBe('2026-03-01T12:30:00.000Z');
    expect(parsePrismicTimestamp('2026-03-01T10:00:00Z').toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });
  it('gives an invalid date for anything else', () => {
    expect(Number.isNaN(parsePrismicTimestamp('yesterday').getTime())).toBe(true);
  });
});
