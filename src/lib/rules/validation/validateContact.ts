import type { LanguageCode } from '../../i18n/languages';
import { translatorFor } from '../translatorFor';

// A standard address pattern: one @, no spaces, a dotted domain whose last label has 2+ letters.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/**
 * A standard e-mail address (spec 000 §5, 001 §5), surrounding spaces ignored.
 * @example isValidEmail('ana@example.com') === true; isValidEmail('ana@example') === false
 */
export function isValidEmail(value: string | null | undefined): boolean {
  const email = (value ?? '').trim();
  return email.length <= 254 && EMAIL.test(email) && !email.split('@')[0]?.includes('..');
}

/**
 * A full name: at least two space-separated words, at least one longer than one character.
 * @example isValidName('Ana Li') === true; isValidName('A B') === false; isValidName('Ana') === false
 */
export function isValidName(value: string | null | undefined): boolean {
  const words = (value ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length >= 2 && words.some((word) => [...word].length > 1);
}

/** @example isNonEmpty('  x ') === true; isNonEmpty('   ') === false */
export function isNonEmpty(value: string | null | undefined): boolean {
  return (value ?? '').trim().length > 0;
}

/**
 * The subscription form's e-mail error (spec 001 §5), or nothing when the address is valid.
 * @example emailError('nope', 'en') === 'Please enter a valid email'
 */
export function emailError(value: string | null | undefined, lang: LanguageCode): string | undefined {
  return isValidEmail(value) ? undefined : translatorFor(lang)('rules.validation.emailInvalid');
}
