import { describe, expect, it } from 'vitest';
import { signCatalogueEvent, verifyCatalogueSignature } from './catalogueSignature';

const SECRET = 'catalogue-secret-of-at-least-32-bytes';
const NOW = 1_767_225_600;
const body = '{"id":"evt-1","tgids":[4040]}';
const bytes = new TextEncoder().encode(body);

describe('catalogue event signatures', () => {
  it('accepts a body signed with the secret, now', () => {
    const header = signCatalogueEvent(body, SECRET, NOW);
    expect(header).toMatch(/^t=1767225600,v1=[0-9a-f]{64}$/);
    expect(verifyCatalogueSignature(header, bytes, SECRET, NOW)).toEqual({ ok: true, timestamp: NOW });
    // Within five minutes either way (clock skew), and with the parts in any order and spaced.
    expect(verifyCatalogueSignature(header, bytes, SECRET, NOW + 300).ok).toBe(true);
    expect(verifyCatalogueSignature(header, bytes, SECRET, NOW - 300).ok).toBe(true);
    const [t, v1] = header.split(',');
    expect(verifyCatalogueSignature(` ${v1}, ${t}`, bytes, SECRET, NOW).ok).toBe(true);
  });

  it('signs bytes and text alike (the raw body, not a re-serialisation)', () => {
    expect(signCatalogueEvent(bytes, SECRET, NOW)).toBe(signCatalogueEvent(body, SECRET, NOW));
    const spaced = new TextEncoder().encode('{ "id":"evt-1", "tgids":[4040] }');
    expect(
      verifyCatalogueSignature(signCatalogueEvent(body, SECRET, NOW), spaced, SECRET, NOW),
    ).toMatchObject({
      ok: false,
      reason: 'wrong',
    });
  });

  it('refuses a signature made with another secret', () => {
    const header = signCatalogueEvent(body, `${SECRET}x`, NOW);
    expect(verifyCatalogueSignature(header, bytes, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'wrong',
      message: 'Wrong signature.',
    });
  });

  it('refuses a stale or future timestamp, even with a right signature', () => {
    const old = signCatalogueEvent(body, SECRET, NOW - 301);
    expect(verifyCatalogueSignature(old, bytes, SECRET, NOW)).toMatchObject({ ok: false, reason: 'stale' });
    const future = signCatalogueEvent(body, SECRET, NOW + 301);
    expect(verifyCatalogueSignature(future, bytes, SECRET, NOW)).toMatchObject({
      ok: false,
      reason: 'stale',
    });
  });

  it('refuses a tampered body or a moved timestamp', () => {
    const header = signCatalogueEvent(body, SECRET, NOW);
    const tampered = new TextEncoder().encode('{"id":"evt-1","tgids":[4041]}');
    expect(verifyCatalogueSignature(header, tampered, SECRET, NOW)).toMatchObject({ reason: 'wrong' });
    const moved = header.replace(`t=${NOW}`, `t=${NOW + 1}`);
    expect(verifyCatalogueSignature(moved, bytes, SECRET, NOW)).toMatchObject({ reason: 'wrong' });
  });

  it('accepts any one of several v1 values (secret rotation), refuses when none matches', () => {
    const right = signCatalogueEvent(body, SECRET, NOW).split('v1=')[1] ?? '';
    const other =
      signCatalogueEvent(body, 'the-previous-secret-of-32-bytes-or-more', NOW).split('v1=')[1] ?? '';
    expect(verifyCatalogueSignature(`t=${NOW},v1=${other},v1=${right}`, bytes, SECRET, NOW).ok).toBe(true);
    expect(verifyCatalogueSignature(`t=${NOW},v1=${other}`, bytes, SECRET, NOW).ok).toBe(false);
  });

  it.each([
    [null],
    [''],
    ['v1=abc'],
    [`t=${NOW}`],
    [`t=soon,v1=${'0'.repeat(64)}`],
    [`t=${NOW},v1=${'z'.repeat(64)}`],
    [`t=${NOW},v1=${'0'.repeat(63)}`],
    [`t=${NOW},v1=${'0'.repeat(2000)}`],
  ])('refuses a missing or malformed header %j', (header) => {
    expect(verifyCatalogueSignature(header, bytes, SECRET, NOW)).toMatchObject({
      ok: false,
      reason: 'missing',
    });
  });

  it('never matches with an empty secret', () => {
    expect(verifyCatalogueSignature(signCatalogueEvent(body, '', NOW), bytes, '', NOW).ok).toBe(false);
  });
});
