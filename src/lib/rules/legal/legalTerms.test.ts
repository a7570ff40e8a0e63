import { describe, expect, it } from 'vitest';
import { LEGAL_TERMS, legalDate, legalKindOf } from './legalTerms';

describe('LEGAL_TERMS (spec 001 §4, §5, §9)', () => {
  it('states every period and limit exactly as the specification does', () => {
    expect(LEGAL_TERMS).toEqual({
      privacyLastUpdated: '2025-03-31',
      logRetentionYears: 10,
      partnerRetentionYears: 7,
      receiptHours: 24,
      refundInitiatedDays: 7,
      unsubscribeWorkingDays: 7,
      complaintBusinessDays: 3,
      disputeMonths: 6,
      flexibleCancellationHours: 24,
      minimumAge: 18,
      accountsPerPerson: 1,
      governingLaw: 'State of New York',
    });
  });
});

describe('legalKindOf', () => {
  it('recognises the two legal paths and nothing deeper or different', () => {
    expect(legalKindOf(['privacy-policy'])).toBe('privacy');
    expect(legalKindOf(['terms-of-use'])).toBe('terms');
    expect(legalKindOf(['rome', 'privacy-policy'])).toBeUndefined();
    expect(legalKindOf(['privacy-policy', 'x'])).toBeUndefined();
    expect(legalKindOf(['privacy'])).toBeUndefined();
    expect(legalKindOf([])).toBeUndefined();
  });
});

describe('legalDate', () => {
  it('writes the English date with an ordinal day, as the spec does', () => {
    expect(legalDate('2025-03-31', 'en')).toBe('31st March 2025');
    expect(legalDate('2025-03-01', 'en')).toBe('1st March 2025');
    expect(legalDate('2025-03-02', 'en')).toBe('2nd March 2025');
    expect(legalDate('2025-03-03', 'en')).toBe('3rd March 2025');
    expect(legalDate('2025-03-11', 'en')).toBe('11th March 2025');
    expect(legalDate('2025-03-12', 'en')).toBe('12th March 2025');
    expect(legalDate('2025-03-22', 'en')).toBe('22nd March 2025');
  });

  it("uses the language's long date elsewhere", () => {
    expect(legalDate('2025-03-31', 'de')).toBe('31. März 2025');
    expect(legalDate('2025-03-31', 'fr')).toBe('31 mars 2025');
    expect(legalDate('2025-03-31', 'es')).toBe('31 de marzo de 2025');
  });

  it('returns a malformed or impossible date unchanged', () => {
    expect(legalDate('2025-02-30', 'en')).toBe('2025-02-30');
    expect(legalDate('31/03/2025', 'en')).toBe('31/03/2025');
  });
});
