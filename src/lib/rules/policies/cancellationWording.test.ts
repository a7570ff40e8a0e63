import { describe, expect, it } from 'vitest';
import { cancellationWording } from './cancellationWording';
import { ticketValidityWording } from './ticketValidityWording';

const validityDays = (days: number) =>
  ({ ticketValidityType: 'UNTIL_DAYS_FROM_PURCHASE', ticketValidityUntilDaysFromPurchase: days }) as const;

describe('cancellationWording', () => {
  it('(1) not cancellable but reschedulable: reschedulable up to …', () => {
    const words = (upTo: number | null) =>
      cancellationWording(
        {
          cancellationPolicy: { cancellable: false },
          reschedulePolicy: { reschedulable: true, reschedulableUpTo: upTo },
        },
        'en',
      );
    expect(words(24)).toBe('Reschedulable up to 24 hours before');
    expect(words(1)).toBe('Reschedulable up to 1 hour before');
    expect(words(72)).toBe('Reschedulable up to 72 hours before');
    expect(words(73)).toBe('Reschedulable up to 4 days before');
    expect(words(0)).toBe('Reschedule anytime');
    expect(words(null)).toBe('Reschedulable');
    expect(words(-4)).toBe('Reschedulable');
    expect(
      cancellationWording({ reschedulePolicy: { reschedulable: true, reschedulableUpTo: 24 } }, 'en'),
    ).toBe('Reschedulable up to 24 hours before');
  });
  it('(2) cancellable with zero hours: any time', () => {
    expect(cancellationWording({ cancellationPolicy: { cancellable: true, cancellableUpTo: 0 } }, 'en')).toBe(
      'Free cancellation anytime',
    );
  });
  it('(3) up to 72 hours: hours, rounded up', () => {
    const words = (upTo: number) =>
      cancellationWording({ cancellationPolicy: { cancellable: true, cancellableUpTo: upTo } }, 'en');
    expect(words(1)).toBe('Free cancellation up to 1 hour before');
    expect(words(24)).toBe('Free cancellation up to 24 hours before');
    expect(words(72)).toBe('Free cancellation up to 72 hours before');
    expect(words(2.5)).toBe('Free cancellation up to 3 hours before');
  });
  it('(4) above 72 hours: days, rounded up', () => {
    const words = (upTo: number) =>
      cancellationWording({ cancellationPolicy: { cancellable: true, cancellableUpTo: upTo } }, 'en');
    expect(words(72.5)).toBe('Free cancellation up to 4 days before');
    expect(words(96)).toBe('Free cancellation up to 4 days before');
    expect(words(97)).toBe('Free cancellation up to 5 days before');
  });
  it('cancellable wins over reschedulable and unknown hours say only that it is free', () => {
    expect(
      cancellationWording(
        {
          cancellationPolicy: { cancellable: true, cancellableUpTo: 48 },
          reschedulePolicy: { reschedulable: true, reschedulableUpTo: 24 },
        },
        'en',
      ),
    ).toBe('Free cancellation up to 48 hours before');
    expect(cancellationWording({ cancellationPolicy: { cancellable: true } }, 'en')).toBe(
      'Free cancellation',
    );
    expect(
      cancellationWording({ cancellationPolicy: { cancellable: true, cancellableUpTo: Number.NaN } }, 'en'),
    ).toBe('Free cancellation');
  });
  it('(5) neither cancellable nor reschedulable: the validity sentence', () => {
    expect(
      cancellationWording(
        {
          cancellationPolicy: { cancellable: false },
          reschedulePolicy: { reschedulable: false },
          ticketValidity: validityDays(90),
        },
        'en',
      ),
    ).toBe('Valid for 3 months from purchase');
  });
  it('(6) without validity: non-cancellable and non-reschedulable', () => {
    expect(
      cancellationWording(
        { cancellationPolicy: { cancellable: false }, reschedulePolicy: { reschedulable: false } },
        'en',
      ),
    ).toBe('Non-cancellable and non-reschedulable');
    expect(cancellationWording({}, 'en')).toBe('Non-cancellable and non-reschedulable');
    expect(cancellationWording({ ticketValidity: { ticketValidityType: 'UNTIL_DATE' } }, 'en')).toBe(
      'Non-cancellable and non-reschedulable',
    );
  });
});

describe('ticketValidityWording', () => {
  it('shows days below 60 and months (days ÷ 30, rounded down) from 60', () => {
    expect(ticketValidityWording(validityDays(1), 'en')).toBe('Valid for 1 day from purchase');
    expect(ticketValidityWording(validityDays(59), 'en')).toBe('Valid for 59 days from purchase');
    expect(ticketValidityWording(validityDays(60), 'en')).toBe('Valid for 2 months from purchase');
    expect(ticketValidityWording(validityDays(89), 'en')).toBe('Valid for 2 months from purchase');
    expect(ticketValidityWording(validityDays(365), 'en')).toBe('Valid for 12 months from purchase');
  });
  it('shows a date in the visitor’s language', () => {
    const untilDate = { ticketValidityType: 'UNTIL_DATE', ticketValidityUntilDate: '2026-12-31' } as const;
    expect(ticketValidityWording(untilDate, 'en')).toBe('Valid until Dec 31, 2026');
    expect(
      ticketValidityWording({ ...untilDate, ticketValidityUntilDate: '31/12/2026' }, 'en'),
    ).toBeUndefined();
  });
  it('words extendable and not extendable', () => {
    expect(ticketValidityWording({ ticketValidityType: 'EXTENDABLE_BUT_UNKNOWN' }, 'en')).toBe(
      'Validity can be extended',
    );
    expect(ticketValidityWording({ ticketValidityType: 'NOT_EXTENDABLE' }, 'en')).toBe(
      'Valid only on the date you choose',
    );
  });
  it('gives nothing for unusable values', () => {
    expect(ticketValidityWording(validityDays(0), 'en')).toBeUndefined();
    expect(ticketValidityWording(validityDays(-5), 'en')).toBeUndefined();
    expect(ticketValidityWording(validityDays(2.5), 'en')).toBeUndefined();
    expect(ticketValidityWording({ ticketValidityType: 'UNTIL_DAYS_FROM_PURCHASE' }, 'en')).toBeUndefined();
    expect(ticketValidityWording({}, 'en')).toBeUndefined();
    expect(ticketValidityWording(null, 'en')).toBeUndefined();
  });
});
