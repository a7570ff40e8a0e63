import { describe, expect, it } from 'vitest';
import { groupSizeError } from './groupSizeError';
import { timeSlotError } from './timeSlotError';
import { emailError, isNonEmpty, isValidEmail, isValidName } from './validateContact';

describe('isValidEmail', () => {
  it('accepts standard addresses', () => {
    expect(isValidEmail('ana@example.com')).toBe(true);
    expect(isValidEmail(' ana.li+tickets@mail.example.co.uk ')).toBe(true);
    expect(isValidEmail("o'neil@ex-ample.io")).toBe(true);
  });
  it('rejects anything else', () => {
    expect(isValidEmail('ana@example')).toBe(false);
    expect(isValidEmail('ana@@example.com')).toBe(false);
    expect(isValidEmail('ana example@x.com')).toBe(false);
    expect(isValidEmail('ana..li@example.com')).toBe(false);
    expect(isValidEmail('ana@-example.com')).toBe(false);
    expect(isValidEmail('ana@example.c')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail(null)).toBe(false);
  });
  it('gives the spec’s error text for an invalid address', () => {
    expect(emailError('nope', 'en')).toBe('Please enter a valid email');
    expect(emailError(undefined, 'en')).toBe('Please enter a valid email');
    expect(emailError('ana@example.com', 'en')).toBeUndefined();
  });
});

describe('isValidName', () => {
  it('needs two words, one longer than a character', () => {
    expect(isValidName('Ana Li')).toBe(true);
    expect(isValidName('J Smith')).toBe(true);
    expect(isValidName('  Maria   de la Cruz ')).toBe(true);
    expect(isValidName('李 小龙')).toBe(true);
  });
  it('rejects single words, initials only and blanks', () => {
    expect(isValidName('Ana')).toBe(false);
    expect(isValidName('A B')).toBe(false);
    expect(isValidName('   ')).toBe(false);
    expect(isValidName(undefined)).toBe(false);
  });
});

describe('isNonEmpty', () => {
  it('needs a visible character', () => {
    expect(isNonEmpty('  x ')).toBe(true);
    expect(isNonEmpty('   ')).toBe(false);
    expect(isNonEmpty('')).toBe(false);
    expect(isNonEmpty(null)).toBe(false);
  });
});

describe('groupSizeError', () => {
  it('words the minimum, counting adults plus children', () => {
    expect(groupSizeError({ adults: 1, children: 0, min: 2 }, 'en')).toBe(
      '* Minimum group size is 2 (adult + children)',
    );
    expect(groupSizeError({ adults: 1, children: 1, min: 2 }, 'en')).toBeUndefined();
  });
  it('words the maximum', () => {
    expect(groupSizeError({ adults: 8, children: 3, max: 10 }, 'en')).toBe(
      '* Maximum group size is 10 (adult + children)',
    );
    expect(groupSizeError({ adults: 8, children: 2, max: 10 }, 'en')).toBeUndefined();
  });
  it('checks only the limits given and counts unusable numbers as 0', () => {
    expect(groupSizeError({ adults: 50, children: 50 }, 'en')).toBeUndefined();
    expect(groupSizeError({ adults: Number.NaN, children: -2, min: 1 }, 'en')).toBe(
      '* Minimum group size is 1 (adult + children)',
    );
    expect(groupSizeError({ adults: 2.9, children: 0, max: 2, min: Number.NaN }, 'en')).toBeUndefined();
    expect(groupSizeError({ adults: 3, children: 0, max: Number.NaN }, 'en')).toBeUndefined();
  });
});

describe('timeSlotError', () => {
  it('asks for a time slot until one is chosen', () => {
    expect(timeSlotError(undefined, 'en')).toBe('Select a time slot to continue');
    expect(timeSlotError('  ', 'en')).toBe('Select a time slot to continue');
    expect(timeSlotError('19:30', 'en')).toBeUndefined();
  });
});
