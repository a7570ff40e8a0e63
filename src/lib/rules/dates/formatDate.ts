import type { LanguageCode } from '../../i18n/languages';
import { translatorFor } from '../translatorFor';
import { formatIsoDate } from './formatIsoDate';
import { INVALID_DATE, parseDate } from './parseDate';

/**
 * Any accepted date input (see `parseDate`) written for the visitor, or the language's 'Invalid Date'.
 * @example formatDate('13.05.2026', 'en') === 'May 13, 2026'; formatDate('soon', 'en') === 'Invalid Date'
 */
export function formatDate(input: string | null | undefined, lang: LanguageCode): string {
  const iso = parseDate(input);
  return iso === INVALID_DATE ? translatorFor(lang)('rules.date.invalid') : formatIsoDate(iso, lang);
}
