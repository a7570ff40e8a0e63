import type { LanguageCode } from '../../i18n/languages';
import { translatorFor } from '../translatorFor';
import { groupSizeError } from './groupSizeError';
import { emailError, isValidEmail, isValidName } from './validateContact';

/** The group booking form's fields (spec 001 §7 `POST /api/group-submit-form`). */
export const GROUP_FIELDS = ['name', 'email', 'phone', 'date', 'adults', 'children', 'message'] as const;
export type GroupField = (typeof GROUP_FIELDS)[number];

/** Longest values kept (and stored): anything longer is cut, never echoed back whole. */
export const GROUP_FIELD_MAX: Record<GroupField, number> = {
  name: 120,
  email: 254,
  phone: 32,
  date: 10,
  adults: 4,
  children: 4,
  message: 1000,
};

export type GroupValues = Record<GroupField, string>;

export interface GroupBooking {
  name: string;
  email: string;
  phone: string;
  date: string;
  adults: number;
  children: number;
  message: string;
}

export interface GroupLimits {
  min?: number | undefined;
  max?: number | undefined;
}

/** A group request is for at least this many people (adults + children)… */
export const GROUP_MIN_SIZE = 10;
/** …and at most this many: larger parties are a charter, not a group request. */
export const GROUP_MAX_SIZE = 100;

/**
 * The limits of the group product, which the group form books (spec 000 §5's messages, issue 21 §2):
 * not the product's own booking limits (1–10 a booking) but a group's: from GROUP_MIN_SIZE people, or
 * from one more than the product seats in a booking when that is fewer (a 3-seat private transfer takes
 * groups from 4), never below 2; up to GROUP_MAX_SIZE.
 * @example groupRequestLimits({ min: 1, max: 10 }) → { min: 10, max: 100 }
 * @example groupRequestLimits({ min: 1, max: 3 }) → { min: 4, max: 100 }
 * @example groupRequestLimits({}) → { min: 10, max: 100 }
 */
export function groupRequestLimits(product: GroupLimits): { min: number; max: number } {
  const beyond = product.max === undefined ? GROUP_MIN_SIZE : product.max + 1;
  return { min: Math.max(2, Math.min(GROUP_MIN_SIZE, beyond)), max: GROUP_MAX_SIZE };
}

/** Why a field was refused; `groupErrorText` words it (codes travel in the no-JavaScript redirect). */
export type GroupErrorCode =
  | 'name'
  | 'email'
  | 'phone'
  | 'date'
  | 'datePast'
  | 'adults'
  | 'children'
  | 'groupMin'
  | 'groupMax'
  | 'control';
export const GROUP_ERROR_CODES: readonly GroupErrorCode[] = [
  'name',
  'email',
  'phone',
  'date',
  'datePast',
  'adults',
  'children',
  'groupMin',
  'groupMax',
  'control',
];
export type GroupErrors = Partial<Record<GroupField, GroupErrorCode>>;

export type GroupValidation = { ok: true; booking: GroupBooking } | { ok: false; errors: GroupErrors };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PHONE = /^\+?[0-9 ()./-]{6,32}$/;
const COUNT = /^\d{1,4}$/;
/** C0 and C1 control characters and DEL; the message may hold tabs and new lines. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/**
 * Whether a field's value holds a control character (a NUL byte, an escape, a C1 control): refused with
 * the `control` error, since the database cannot store a NUL and no form field needs one.
 * @example hasControlCharacter('message', 'Line one\nline two') === false; hasControlCharacter('name', 'Ana\u0000 Li') === true
 */
export function hasControlCharacter(field: GroupField, value: string): boolean {
  return (field === 'message' ? CONTROL_IN_TEXT : CONTROL).test(value);
}

/**
 * The entered values as strings, each trimmed and cut to its longest length; anything that is not a
 * string (a file, a missing field) is empty.
 * @example groupValues({ name: '  Ana Li ', adults: '12' }).name === 'Ana Li'
 */
export function groupValues(raw: Record<string, unknown>): GroupValues {
  const entries = GROUP_FIELDS.map((field) => {
    const value = raw[field];
    return [field, typeof value === 'string' ? value.trim().slice(0, GROUP_FIELD_MAX[field]) : ''];
  });
  return Object.fromEntries(entries) as GroupValues;
}

function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Validates a group booking request by the rules of spec 000/001 §5: a name of two words (one longer
 * than a character), a standard e-mail address, a real date from `today` (ISO) on, at least one adult,
 * the product's group size limits, an optional phone number and message; no control characters in any
 * field (tabs and new lines allowed in the message), whatever else is wrong with it.
 * @example validateGroupBooking({ ...values, name: 'Ana' }, {}, '2026-05-01') → { ok: false, errors: { name: 'name' } }
 */
export function validateGroupBooking(
  values: GroupValues,
  limits: GroupLimits,
  today: string,
): GroupValidation {
  const errors: GroupErrors = {};
  if (!isValidName(values.name)) errors.name = 'name';
  if (!isValidEmail(values.email)) errors.email = 'email';
  if (values.phone && !PHONE.test(values.phone)) errors.phone = 'phone';
  if (!isRealDate(values.date)) errors.date = 'date';
  else if (values.date < today) errors.date = 'datePast';
  const adults = COUNT.test(values.adults) ? Number(values.adults) : Number.NaN;
  const children =
    values.children === '' ? 0 : COUNT.test(values.children) ? Number(values.children) : Number.NaN;
  if (!(adults >= 1)) errors.adults = 'adults';
  if (Number.isNaN(children)) errors.children = 'children';
  if (!errors.adults && !errors.children) {
    const total = adults + children;
    if (limits.min !== undefined && total < limits.min) errors.adults = 'groupMin';
    else if (limits.max !== undefined && total > limits.max) errors.adults = 'groupMax';
  }
  for (const field of GROUP_FIELDS) if (hasControlCharacter(field, values[field])) errors[field] = 'control';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    booking: {
      name: values.name.replace(/\s+/g, ' '),
      email: values.email.toLowerCase(),
      phone: values.phone,
      date: values.date,
      adults,
      children,
      message: values.message,
    },
  };
}

/**
 * An error in the visitor's language; the group size texts are the spec's ('* Minimum group size is
 * {min} (adult + children)'), worded by `groupSizeError`.
 * @example groupErrorText('groupMax', { max: 10 }, 'en') === '* Maximum group size is 10 (adult + children)'
 */
export function groupErrorText(code: GroupErrorCode, limits: GroupLimits, lang: LanguageCode): string {
  const t = translatorFor(lang);
  switch (code) {
    case 'email':
      return emailError('', lang) ?? t('rules.validation.emailInvalid');
    case 'groupMin':
      return groupSizeError({ adults: 0, children: 0, min: limits.min ?? 1 }, lang) ?? '';
    case 'groupMax':
      return (
        groupSizeError({ adults: Number.MAX_SAFE_INTEGER, children: 0, max: limits.max ?? 0 }, lang) ?? ''
      );
    default:
      return t(`forms.error.${code}`);
  }
}

/**
 * The one-line answer of the POST helper (spec 001 §7): 'Successful' or 'Error: …' with the first
 * error's text.
 * @example groupStatus({ ok: false, errors: { email: 'email' } }, {}, 'en') === 'Error: Please enter a valid email'
 */
export function groupStatus(result: GroupValidation, limits: GroupLimits, lang: LanguageCode): string {
  if (result.ok) return 'Successful';
  const first = GROUP_FIELDS.map((field) => result.errors[field]).find((code) => code !== undefined);
  return `Error: ${first ? groupErrorText(first, limits, lang) : 'invalid request'}`;
}
