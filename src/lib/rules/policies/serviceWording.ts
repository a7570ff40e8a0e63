import type { LanguageCode } from '../../i18n/languages';
import { translatorFor } from '../translatorFor';
import { PRIVATE_TRANSFER_FREE_WAIT_MINUTES } from './transferPolicy';

export { PRIVATE_TRANSFER_FREE_WAIT_MINUTES };

/** The free-cancellation subtext promises this many hours (spec 001 §9). */
export const FREE_CANCELLATION_SUBTEXT_HOURS = 72;

/** @example freeCancellationSubtext('en') === 'Cancel for free up to 72 hours before your experience starts' */
export function freeCancellationSubtext(lang: LanguageCode): string {
  return translatorFor(lang)('rules.cancellation.freeSubtext', { count: FREE_CANCELLATION_SUBTEXT_HOURS });
}

/** @example privateTransferFreeWait('en') === '45 minutes of free waiting time' */
export function privateTransferFreeWait(lang: LanguageCode): string {
  return translatorFor(lang)('rules.transfer.freeWait', { count: PRIVATE_TRANSFER_FREE_WAIT_MINUTES });
}
