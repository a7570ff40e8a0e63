import { describe, expect, it } from 'vitest';
import { groupSizeError } from './groupSizeError';
import { isValidEmail, isValidName } from './validateContact';

describe('validation edges', () => {
  it('accepts addresses up to 254 characters and checks the whole address', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(`${local}@${domain}`).toHaveLength(254);
    expect(isValidEmail(`${local}@${domain}`)).toBe(true);
    expect(isValidEmail(`${local}a@${domain}`)).toBe(false);
    expect(isValidEmail('ana@example.com x')).toBe(false);
    expect(isValidEmail('ana@example.com1')).toBe(false);
    expect(isValidEmail('ana@a.b.example.com')).toBe(true);
    expect(isValidEmail('ana@ab.com')).toBe(true);
    expect(isValidEmail('ana@a-.com')).toBe(false);
    expect(isValidEmail('ana@sub.-x.com')).toBe(false);
  });
  it('splits names on any whitespace', () => {
    expect(isValidName('Ana\tLi')).toBe(true);
    expect(isValidName('A  B')).toBe(false);
    expect(isValidName(' A   Bo ')).toBe(true);
  });
  it('counts zero and fractional group members as nothing and whole ones fully', () => {
    expect(groupSizeError({ adults: 0, children: 0, min: 1 }, 'en')).toBe(
      '* Minimum group size is 1 (adult + children)',
    );
    expect(groupSizeError({ adults: 0.5, children: 0, min: 1 }, 'en')).toBe(
      '* Minimum group size is 1 (adult + children)',
    );
    expect(groupSizeError({ adults: 1, children: 0, min: 1 }, 'en')).toBeUndefined();
    expect(groupSizeError({ adults: 3, children: 0, max: 2 }, 'en')).toBe(
      '* Maximum group size is 2 (adult + children)',
    );
    expect(groupSizeError({ adults: 0, children: 0, max: Number.NEGATIVE_INFINITY }, 'en')).toBeUndefined();
    expect(groupSizeError({ adults: 0, children: 0, min: Number.POSITIVE_INFINITY }, 'en')).toBeUndefined();
  });
});
