import type { LanguageCode } from '../../i18n/languages';
import { translatorFor } from '../translatorFor';
import { percentageSaved } from './percentageSaved';

/**
 * The "Save N%" label of a discounted price; nothing when less than 1% is saved.
 * @example savedLabel(75, 100, 'en') === 'Save 25%'; savedLabel(100, 100, 'en') === undefined
 */
export function savedLabel(
  finalPrice: number | null | undefined,
  originalPrice: number | null | undefined,
  lang: LanguageCode,
): string | undefined {
  const value = percentageSaved(finalPrice, originalPrice);
  return value > 0 ? translatorFor(lang)('rules.discount.saved', { value }) : undefined;
}
