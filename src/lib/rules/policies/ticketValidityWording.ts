import type { LanguageCode } from '../../i18n/languages';
import type { TicketValidity } from '../catalogueTypes';
import { formatIsoDate } from '../dates/formatIsoDate';
import { translatorFor } from '../translatorFor';
import { isWholeNumber } from '../isFiniteNumber';

/** From this many days a validity is shown in months (spec 000 §5, §9). */
export const VALIDITY_MONTHS_FROM_DAYS = 60;
const DAYS_PER_MONTH = 30;

/**
 * The ticket-validity sentence (spec 000 §3, §5): until a date; N days from purchase (as whole months,
 * days ÷ 30 rounded down, from 60 days); extendable; not extendable. Nothing when the type is unknown or
 * its value unusable.
 * @example ticketValidityWording({ ticketValidityType: 'UNTIL_DAYS_FROM_PURCHASE', ticketValidityUntilDaysFromPurchase: 90 }, 'en') === 'Valid for 3 months from purchase'
 */
export function ticketValidityWording(
  validity: TicketValidity | null | undefined,
  lang: LanguageCode,
  region?: string | undefined,
): string | undefined {
  const t = translatorFor(lang);
  switch (validity?.ticketValidityType) {
    case 'UNTIL_DATE': {
      const date = formatIsoDate(validity.ticketValidityUntilDate, lang, region);
      return date ? t('rules.validity.untilDate', { date }) : undefined;
    }
    case 'UNTIL_DAYS_FROM_PURCHASE': {
      const days = validity.ticketValidityUntilDaysFromPurchase;
      if (!isWholeNumber(days) || days < 1) return undefined;
      return days >= VALIDITY_MONTHS_FROM_DAYS
        ? t('rules.validity.months', { count: Math.floor(days / DAYS_PER_MONTH) })
        : t('rules.validity.days', { count: days });
    }
    case 'EXTENDABLE_BUT_UNKNOWN':
      return t('rules.validity.extendable');
    case 'NOT_EXTENDABLE':
      return t('rules.validity.notExtendable');
    default:
      return undefined;
  }
}
