import type { LanguageCode } from '../../i18n/languages';
import { translatorFor } from '../translatorFor';
import { isFiniteNumber } from '../isFiniteNumber';

export interface Cashback {
  cashbackType?: string | null | undefined;
  cashbackValue?: number | null | undefined;
}

/**
 * The cashback label of a listing price (spec 000 §9): only for a PERCENTAGE cashback above 0.
 * @example cashbackLabel({ cashbackType: 'PERCENTAGE', cashbackValue: 10 }, 'en') === '10% cashback'
 * @example cashbackLabel({ cashbackType: 'ABSOLUTE', cashbackValue: 10 }, 'en') === undefined
 */
export function cashbackLabel(price: Cashback | null | undefined, lang: LanguageCode): string | undefined {
  const value = price?.cashbackValue;
  if (price?.cashbackType !== 'PERCENTAGE' || !isFiniteNumber(value) || value <= 0) return undefined;
  return translatorFor(lang)('rules.discount.cashback', { value: Math.round(value * 100) / 100 });
}
