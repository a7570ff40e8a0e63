import { describe, expect, it } from 'vitest';
import {
  GROUP_MAX_SIZE,
  GROUP_MIN_SIZE,
  groupErrorText,
  groupRequestLimits,
  groupStatus,
  groupValues,
  validateGroupBooking,
} from './groupBooking';

const valid = groupValues({
  name: '  Amira   Haddad ',
  email: 'Amira.Haddad@Example.com',
  phone: '+971 4 123 4567',
  date: '2026-06-15',
  adults: '12',
  children: '3',
  message: 'We are a school choir.',
});
const TODAY = '2026-05-01';

describe('groupValues', () => {
  it('trims, cuts to the longest length and empties non-strings', () => {
    const values = groupValues({ name: ' Ana Li ', message: 'x'.repeat(5000), adults: 7, phone: ['1'] });
    expect(values.name).toBe('Ana Li');
    expect(values.message).toHaveLength(1000);
    expect(values.adults).toBe('');
    expect(values.phone).toBe('');
    expect(values.email).toBe('');
  });
});

describe('validateGroupBooking', () => {
  it('accepts a valid request and normalises it', () => {
    expect(validateGroupBooking(valid, { min: 10, max: 40 }, TODAY)).toEqual({
      ok: true,
      booking: {
        name: 'Amira Haddad',
        email: 'amira.haddad@example.com',
        phone: '+971 4 123 4567',
        date: '2026-06-15',
        adults: 12,
        children: 3,
        message: 'We are a school choir.',
      },
    });
  });
  it('refuses each field with its own code', () => {
    const result = validateGroupBooking(
      {
        name: 'Amira',
        email: 'amira@',
        phone: 'call me',
        date: '2026-02-30',
        adults: '0',
        children: '-1',
        message: '',
      },
      {},
      TODAY,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'name',
        email: 'email',
        phone: 'phone',
        date: 'date',
        adults: 'adults',
        children: 'children',
      },
    });
  });
  it('refuses control characters with a field error (tab and new lines allowed in the message)', () => {
    const result = validateGroupBooking(
      {
        ...valid,
        message: 'Room for a wheelchair\u0000please',
        name: 'Amira\u0007 Haddad',
        phone: '+971\u007f 4 123',
      },
      {},
      TODAY,
    );
    expect(result).toEqual({ ok: false, errors: { name: 'control', phone: 'control', message: 'control' } });
    for (const ok of ['Line one\nline two', 'Tab\tseparated', 'Windows\r\nnew line'])
      expect(validateGroupBooking({ ...valid, message: ok }, {}, TODAY).ok, ok).toBe(true);
    for (const bad of ['\u001b[31m', 'C1 \u0085 next line', 'null \u0000'])
      expect(validateGroupBooking({ ...valid, message: bad }, {}, TODAY), bad).toEqual({
        ok: false,
        errors: { message: 'control' },
      });
    expect(validateGroupBooking({ ...valid, email: 'amira@exa\tmple.com' }, {}, TODAY)).toEqual({
      ok: false,
      errors: { email: 'control' },
    });
    expect(groupErrorText('control', {}, 'en')).toBe(
      'Remove the invisible control characters from this field',
    );
  });

  it('refuses a past date but accepts today, and empty children count as 0', () => {
    expect(validateGroupBooking({ ...valid, date: '2026-04-30' }, {}, TODAY)).toEqual({
      ok: false,
      errors: { date: 'datePast' },
    });
    const today = validateGroupBooking({ ...valid, date: TODAY, children: '' }, {}, TODAY);
    expect(today.ok && today.booking.children).toBe(0);
  });
  it('checks the product’s group size on adults plus children', () => {
    expect(validateGroupBooking({ ...valid, adults: '5', children: '4' }, { min: 10 }, TODAY)).toEqual({
      ok: false,
      errors: { adults: 'groupMin' },
    });
    expect(validateGroupBooking({ ...valid, adults: '5', children: '5' }, { min: 10 }, TODAY).ok).toBe(true);
    expect(validateGroupBooking({ ...valid, adults: '38', children: '3' }, { max: 40 }, TODAY)).toEqual({
      ok: false,
      errors: { adults: 'groupMax' },
    });
  });
});

describe('groupErrorText and groupStatus', () => {
  it('words errors in the visitor’s language with the spec’s group texts', () => {
    expect(groupErrorText('groupMin', { min: 10 }, 'en')).toBe(
      '* Minimum group size is 10 (adult + children)',
    );
    expect(groupErrorText('groupMax', { max: 40 }, 'en')).toBe(
      '* Maximum group size is 40 (adult + children)',
    );
    expect(groupErrorText('email', {}, 'en')).toBe('Please enter a valid email');
    expect(groupErrorText('name', {}, 'en')).toBe('Please enter your first and last name');
    expect(groupErrorText('name', {}, 'fr')).toBe('Veuillez saisir votre prénom et votre nom');
  });
  it('answers Successful or Error: with the first field’s error', () => {
    expect(groupStatus(validateGroupBooking(valid, {}, TODAY), {}, 'en')).toBe('Successful');
    expect(groupStatus({ ok: false, errors: { date: 'datePast', email: 'email' } }, {}, 'en')).toBe(
      'Error: Please enter a valid email',
    );
    expect(groupStatus({ ok: false, errors: { adults: 'groupMax' } }, { max: 40 }, 'en')).toBe(
      'Error: * Maximum group size is 40 (adult + children)',
    );
  });
});

describe('groupRequestLimits (issue 21 §2: the group form takes groups)', () => {
  it('are the group product’s, not the product’s booking limits', () => {
    expect([GROUP_MIN_SIZE, GROUP_MAX_SIZE]).toEqual([10, 100]);
    expect(groupRequestLimits({ min: 1, max: 10 })).toEqual({ min: 10, max: 100 });
    expect(groupRequestLimits({ min: 1, max: 40 })).toEqual({ min: 10, max: 100 });
    expect(groupRequestLimits({ min: 1, max: 3 })).toEqual({ min: 4, max: 100 });
    expect(groupRequestLimits({ max: 1 })).toEqual({ min: 2, max: 100 });
    expect(groupRequestLimits({})).toEqual({ min: 10, max: 100 });
  });
  it('take 12 adults and 2 children on a show, refuse one adult on a collection, in the spec’s words', () => {
    const show = groupRequestLimits({ min: 1, max: 10 });
    expect(validateGroupBooking({ ...valid, adults: '12', children: '2' }, show, '2026-05-01').ok).toBe(true);
    const one = validateGroupBooking(
      { ...valid, adults: '1', children: '0' },
      groupRequestLimits({}),
      '2026-05-01',
    );
    expect(one).toEqual({ ok: false, errors: { adults: 'groupMin' } });
    expect(groupErrorText('groupMin', show, 'en')).toBe('* Minimum group size is 10 (adult + children)');
    const many = validateGroupBooking({ ...valid, adults: '90', children: '11' }, show, '2026-05-01');
    expect(many).toEqual({ ok: false, errors: { adults: 'groupMax' } });
    expect(groupErrorText('groupMax', show, 'en')).toBe('* Maximum group size is 100 (adult + children)');
  });
});
