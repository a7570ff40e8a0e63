import { FLEXIBLE_CANCELLATION_HOURS } from '../policies/flexibleCancellation';

/**
 * Every period and limit the legal texts state (spec 001 §4, §5, §9). The texts in `src/lib/legal/`
 * interpolate these values, so a changed period changes every language at once.
 */
export const LEGAL_TERMS = {
  /** The privacy policy was last updated on 31st March 2025. */
  privacyLastUpdated: '2025-03-31',
  /** System logs are kept for 10 years. */
  logRetentionYears: 10,
  /** Records shared with partners are kept for 7 years. */
  partnerRetentionYears: 7,
  /** A receipt is sent within 24 hours of payment. */
  receiptHours: 24,
  /** A refund is initiated within 7 days of receiving the supplier's refund. */
  refundInitiatedDays: 7,
  /** A marketing unsubscribe is handled within 7 working days. */
  unsubscribeWorkingDays: 7,
  /** A complaint about user content is reviewed within 3 business days. */
  complaintBusinessDays: 3,
  /** A moderation decision may be disputed within 6 months. */
  disputeMonths: 6,
  /** The flexible-cancellation plan allows cancelling up to 24 hours before the start. */
  flexibleCancellationHours: FLEXIBLE_CANCELLATION_HOURS,
  /** Users are 18 or older, one account each. */
  minimumAge: 18,
  accountsPerPerson: 1,
  /** The terms are governed by the law of the State of New York. */
  governingLaw: 'State of New York',
} as const;

/** The two legal pages and their paths (spec 001 §2: the privacy policy at /privacy-policy/). */
export const LEGAL_PATHS = {
  privacy: 'privacy-policy',
  terms: 'terms-of-use',
} as const;
export type LegalKind = keyof typeof LEGAL_PATHS;

/**
 * Which legal page a path's segments (after the language prefix) name, if any: exactly one segment.
 * @example legalKindOf(['privacy-policy']) === 'privacy'
 * @example legalKindOf(['terms-of-use']) === 'terms'
 * @example legalKindOf(['rome', 'privacy-policy']) === undefined
 */
export function legalKindOf(segments: readonly string[]): LegalKind | undefined {
  if (segments.length !== 1) return undefined;
  const [segment] = segments;
  return segment === LEGAL_PATHS.privacy ? 'privacy' : segment === LEGAL_PATHS.terms ? 'terms' : undefined;
}

function englishOrdinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

/**
 * A legal date in a language: British English with an ordinal day in English (as the spec writes it),
 * the language's long date elsewhere; an unparseable date is returned as given.
 * @example legalDate('2025-03-31', 'en') === '31st March 2025'
 * @example legalDate('2025-03-31', 'de') === '31. März 2025'
 */
export function legalDate(iso: string, bcp47: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match[3])) return iso;
  if (bcp47 === 'en' || bcp47.startsWith('en-')) {
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(date);
    return `${englishOrdinal(date.getUTCDate())} ${month} ${date.getUTCFullYear()}`;
  }
  return new Intl.DateTimeFormat(bcp47, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
