import { describe, expect, it } from 'vitest';
import { currentRequestId, parseRequestId, requestIdOf, withRequestId } from './requestId';

describe('parseRequestId', () => {
  it('takes a sane token as it came (UUIDs, trace ids, a proxy’s ids)', () => {
    expect(parseRequestId('0d5c1d1e-6f1b-4bd2-9a51-3c0a8f1f2b7e')).toBe(
      '0d5c1d1e-6f1b-4bd2-9a51-3c0a8f1f2b7e',
    );
    expect(parseRequestId(' req_42.a:b ')).toBe('req_42.a:b');
    expect(parseRequestId('x'.repeat(128))).toBe('x'.repeat(128));
  });
  it('refuses what could forge a log line or a header: spaces, quotes, newlines, too long, empty', () => {
    for (const bad of ['a b', 'a"b', 'a\nb', '<script>', 'é', 'x'.repeat(129), '', '   ', undefined])
      expect(parseRequestId(bad)).toBeUndefined();
    expect(parseRequestId(['one', 'two'])).toBeUndefined();
  });
});

describe('requestIdOf', () => {
  it('keeps a sane incoming id, else makes one', () => {
    expect(requestIdOf('abc-123', () => 'made')).toBe('abc-123');
    expect(requestIdOf('a b', () => 'made')).toBe('made');
    expect(requestIdOf(undefined, () => 'made')).toBe('made');
    expect(requestIdOf(undefined)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('withRequestId', () => {
  it('names the request to everything it awaits, and to nothing outside it', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await withRequestId('r1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequestId();
    });
    expect(seen).toBe('r1');
    expect(currentRequestId()).toBeUndefined();
  });
});
