import { describe, expect, it } from 'vitest';
import {
  FLEXIBLE_CANCELLATION_HOURS,
  flexibleCancellation,
  flexibleCancellationWording,
} from './flexibleCancellation';
import { isSpecialOfferVisible } from './isSpecialOfferVisible';
import { openingLabel } from './openingLabel';
import {
  FREE_CANCELLATION_SUBTEXT_HOURS,
  PRIVATE_TRANSFER_FREE_WAIT_MINUTES,
  freeCancellationSubtext,
  privateTransferFreeWait,
} from './serviceWording';

// 23:30 in London on 1 March, already 2 March in Dubai.
const now = new Date('2026-03-01T23:30:00Z');
const label = (date: string | undefined, reopening: boolean, timeZone = 'Europe/London') =>
  openingLabel({ date, reopening, now, timeZone }, 'en');

describe('openingLabel', () => {
  it('says Opens/Reopens for today and tomorrow', () => {
    expect(label('2026-03-01', false)).toBe('Opens today');
    expect(label('2026-03-01', true)).toBe('Reopens today');
    expect(label('2026-03-02', false)).toBe('Opens tomorrow');
    expect(label('2026-03-02', true)).toBe('Reopens tomorrow');
  });
  it('says Opening/Reopening on for later dates', () => {
    expect(label('2026-03-03', false)).toBe('Opening on Mar 3, 2026');
    expect(label('2027-01-15', true)).toBe('Reopening on Jan 15, 2027');
  });
  it('shows nothing for past or unusable dates', () => {
    expect(label('2026-02-28', false)).toBeUndefined();
    expect(label('2026-02-30', false)).toBeUndefined();
    expect(label(undefined, true)).toBeUndefined();
  });
  it('takes today in the venue’s time zone, UTC for unknown zones', () => {
    expect(label('2026-03-02', false, 'Asia/Dubai')).toBe('Opens today');
    expect(label('2026-03-01', false, 'Asia/Dubai')).toBeUndefined();
    expect(label('2026-03-01', false, 'Not/AZone')).toBe('Opens today');
  });
});

describe('isSpecialOfferVisible', () => {
  it('shows offers without a closing date', () => {
    expect(isSpecialOfferVisible(undefined, now)).toBe(true);
    expect(isSpecialOfferVisible(null, now)).toBe(true);
    expect(isSpecialOfferVisible('  ', now)).toBe(true);
  });
  it('shows offers up to and including their closing day', () => {
    expect(isSpecialOfferVisible('2026-03-01', now)).toBe(true);
    expect(isSpecialOfferVisible(' 2026-03-05 ', now)).toBe(true);
    expect(isSpecialOfferVisible('2026-02-28', now)).toBe(false);
    expect(isSpecialOfferVisible('2026-03-01', now, 'Asia/Dubai')).toBe(false);
  });
  it('hides offers whose closing date is not a date', () => {
    expect(isSpecialOfferVisible('01/03/2026', now)).toBe(false);
    expect(isSpecialOfferVisible('soon', now)).toBe(false);
  });
});

describe('flexibleCancellation', () => {
  const base = {
    startTime: new Date('2026-03-02T10:00:00Z'),
    now: new Date('2026-03-01T10:00:00Z'),
    used: false,
    paidAmount: 120,
    protectionCharge: 8,
  };
  it('refunds the amount paid minus the protection charge up to 24 hours before', () => {
    expect(FLEXIBLE_CANCELLATION_HOURS).toBe(24);
    expect(flexibleCancellation(base)).toEqual({ eligible: true, refund: 112 });
    expect(flexibleCancellation({ ...base, protectionCharge: 200 })).toEqual({ eligible: true, refund: 0 });
  });
  it('is too late less than 24 hours before', () => {
    expect(flexibleCancellation({ ...base, now: new Date('2026-03-01T10:00:01Z') })).toEqual({
      eligible: false,
      reason: 'tooLate',
      refund: 0,
    });
  });
  it('is void once the ticket is used', () => {
    expect(flexibleCancellation({ ...base, used: true })).toEqual({
      eligible: false,
      reason: 'used',
      refund: 0,
    });
  });
  it('refuses unusable input', () => {
    expect(flexibleCancellation({ ...base, startTime: new Date('nope') })).toEqual({
      eligible: false,
      reason: 'invalid',
      refund: 0,
    });
    expect(flexibleCancellation({ ...base, now: new Date(Number.NaN) }).eligible).toBe(false);
    expect(flexibleCancellation({ ...base, paidAmount: -1 }).eligible).toBe(false);
    expect(flexibleCancellation({ ...base, protectionCharge: Number.NaN }).eligible).toBe(false);
  });
  it('words the plan', () => {
    expect(flexibleCancellationWording('en')).toBe(
      'Cancel up to 24 hours before the start and get a refund, minus the protection charge. Void once the ticket is used.',
    );
  });
});

describe('service wording', () => {
  it('words the 72-hour free-cancellation subtext and the 45-minute free wait', () => {
    expect(FREE_CANCELLATION_SUBTEXT_HOURS).toBe(72);
    expect(PRIVATE_TRANSFER_FREE_WAIT_MINUTES).toBe(45);
    expect(freeCancellationSubtext('en')).toBe(
      'Cancel for free up to 72 hours before your experience starts',
    );
    expect(privateTransferFreeWait('en')).toBe('45 minutes of free waiting time');
  });
});
