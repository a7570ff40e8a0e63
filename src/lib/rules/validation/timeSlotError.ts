import type { LanguageCode } from '../../i18n/languages';
import { translatorFor } from '../translatorFor';

/**
 * A show time slot must be chosen before continuing (spec 001 §4, §5).
 * @example timeSlotError(undefined, 'en') === 'Select a time slot to continue'; timeSlotError('19:30', 'en') === undefined
 */
export function timeSlotError(slot: string | null | undefined, lang: LanguageCode): string | undefined {
  return (slot ?? '').trim() ? undefined : translatorFor(lang)('rules.validation.timeSlotRequired');
}
