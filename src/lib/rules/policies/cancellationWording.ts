import type { LanguageCode } from '../../i18n/languages';
import type { CancellationPolicy, ReschedulePolicy, TicketValidity } from '../catalogueTypes';
import { translatorFor } from '../translatorFor';
import { ticketValidityWording } from './ticketValidityWording';
import { isFiniteNumber } from '../isFiniteNumber';

/** Up to this many hours the wording counts hours; above it, days (spec 000 §9). */
export const CANCELLATION_HOURS_LIMIT = 72;

export interface Policies {
  cancellationPolicy?: CancellationPolicy | null | undefined;
  reschedulePolicy?: ReschedulePolicy | null | undefined;
  ticketValidity?: TicketValidity | null | undefined;
}

const isHours = (value: unknown): value is number => isFiniteNumber(value) && value >= 0;

/**
 * The cancellation sentence of a product, in the six-step order of spec 000 §4:
 * (1) not cancellable but reschedulable → reschedulable up to …; (2) cancellable with 0 hours → any time;
 * (3) up to 72 hours → hours; (4) more → days (rounded up, so never promising more than the supplier);
 * (5) neither cancellable nor reschedulable → the ticket-validity sentence; (6) without validity →
 * non-cancellable and non-reschedulable.
 * @example cancellationWording({ cancellationPolicy: { cancellable: true, cancellableUpTo: 24 } }, 'en') === 'Free cancellation up to 24 hours before'
 */
export function cancellationWording(policies: Policies, lang: LanguageCode): string {
  const t = translatorFor(lang);
  const cancel = policies.cancellationPolicy;
  const reschedule = policies.reschedulePolicy;
  if (cancel?.cancellable !== true && reschedule?.reschedulable === true) {
    const hours = reschedule.reschedulableUpTo;
    if (!isHours(hours)) return t('rules.cancellation.reschedulable');
    if (hours === 0) return t('rules.cancellation.reschedulableAnytime');
    return hours <= CANCELLATION_HOURS_LIMIT
      ? t('rules.cancellation.reschedulableHours', { count: Math.ceil(hours) })
      : t('rules.cancellation.reschedulableDays', { count: Math.ceil(hours / 24) });
  }
  if (cancel?.cancellable === true) {
    const hours = cancel.cancellableUpTo;
    if (!isHours(hours)) return t('rules.cancellation.cancellable');
    if (hours === 0) return t('rules.cancellation.anytime');
    return hours <= CANCELLATION_HOURS_LIMIT
      ? t('rules.cancellation.hours', { count: Math.ceil(hours) })
      : t('rules.cancellation.days', { count: Math.ceil(hours / 24) });
  }
  return ticketValidityWording(policies.ticketValidity, lang) ?? t('rules.cancellation.none');
}
