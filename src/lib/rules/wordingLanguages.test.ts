import { describe, expect, it } from 'vitest';
import { cardDescriptors } from './card/featureTags';
import { formatDate } from './dates/formatDate';
import { cancellationWording } from './policies/cancellationWording';
import { durationWording } from './policies/durationWording';
import { openingLabel } from './policies/openingLabel';
import { freeCancellationSubtext, privateTransferFreeWait } from './policies/serviceWording';
import { ticketValidityWording } from './policies/ticketValidityWording';
import { groupSizeError } from './validation/groupSizeError';
import { emailError } from './validation/validateContact';

const cancellable = (hours: number) => ({
  cancellationPolicy: { cancellable: true, cancellableUpTo: hours },
});

describe('rule wording in other languages', () => {
  it('words cancellation with each language’s plural forms', () => {
    expect(cancellationWording(cancellable(1), 'ru')).toBe(
      'Бесплатная отмена не позднее чем за 1 час до начала',
    );
    expect(cancellationWording(cancellable(24), 'ru')).toBe(
      'Бесплатная отмена не позднее чем за 24 часа до начала',
    );
    expect(cancellationWording(cancellable(48), 'ru')).toBe(
      'Бесплатная отмена не позднее чем за 48 часов до начала',
    );
    expect(cancellationWording(cancellable(2), 'pl')).toBe(
      'Bezpłatne anulowanie do 2 godzin przed rozpoczęciem',
    );
    expect(cancellationWording(cancellable(96), 'de')).toBe('Bis zu 4 Tage vorher kostenlos stornierbar');
    expect(cancellationWording(cancellable(2), 'ar')).toBe('إلغاء مجاني حتى ساعتين قبل البدء');
    expect(cancellationWording(cancellable(0), 'ja')).toBe('いつでも無料キャンセル可能');
    expect(cancellationWording({}, 'fr')).toBe('Ni annulable ni modifiable');
  });
  it('words validity, durations and services', () => {
    const days = (n: number) =>
      ({ ticketValidityType: 'UNTIL_DAYS_FROM_PURCHASE', ticketValidityUntilDaysFromPurchase: n }) as const;
    expect(ticketValidityWording(days(90), 'ro')).toBe('Valabil 3 luni de la cumpărare');
    expect(ticketValidityWording(days(600), 'ro')).toBe('Valabil 20 de luni de la cumpărare');
    expect(ticketValidityWording(days(5), 'ru')).toBe('Действителен 5 дней с момента покупки');
    expect(durationWording(150 * 60_000, null, 'de')).toBe('2 Std. 30 Min.');
    expect(durationWording(10 * 60_000, 3 * 3_600_000, 'ar')).toBe('10 دقائق – 3 ساعات');
    expect(freeCancellationSubtext('ru')).toBe(
      'Отмените бесплатно не позднее чем за 72 часа до начала впечатления',
    );
    expect(privateTransferFreeWait('pl')).toBe('45 minut bezpłatnego oczekiwania');
    expect(privateTransferFreeWait('ro')).toBe('45 de minute de așteptare gratuită');
  });
  it('words dates, labels and errors', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(openingLabel({ date: '2026-03-10', reopening: true, now, timeZone: 'UTC' }, 'fr')).toBe(
      'Réouverture le 10 mars 2026',
    );
    expect(formatDate('nope', 'es')).toBe('Fecha no válida');
    expect(emailError('x', 'tr')).toBe('Lütfen geçerli bir e-posta adresi girin');
    expect(groupSizeError({ adults: 1, children: 0, min: 2 }, 'ko')).toBe(
      '* 최소 인원은 2명입니다(성인 + 어린이)',
    );
    expect(cardDescriptors({ id: 1, descriptors: [{ code: 'HOTEL_PICKUP' }] }, 'tw')).toEqual([
      { code: 'HOTEL_PICKUP', label: '飯店接送' },
    ]);
  });
});
