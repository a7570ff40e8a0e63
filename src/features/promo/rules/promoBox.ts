import type { LanguageCode } from '../../../lib/i18n/languages';
import { formatPrice } from '../../../lib/rules/pricing/formatPrice';
import { applyPromo, type PromoCode, type PromoRefusal, type PromoTarget } from './applyPromo';

/** What the booking box's promo form shows (spec 001 §4: apply code → applied → remove). */
export type PromoBox =
  /** No form: the product has no price to discount. */
  | { state: 'none' }
  /** The empty form. */
  | { state: 'form' }
  | {
      state: 'applied';
      code: string;
      currency: string;
      /** Amounts in `currency`, and as the page's language writes them. */
      price: number;
      saved: number;
      originalText: string;
      priceText: string;
      savedText: string;
    }
  /** The code was refused; `value` is what the visitor typed (kept in the field). */
  | { state: 'refused'; value: string; reason: PromoRefusal; currency?: string }
  /** The codes could not be loaded: a polite message, the value kept. */
  | { state: 'unavailable'; value: string }
  /** Too many attempts from this client (429): the code was not checked. */
  | { state: 'limited'; value: string; retryAfter: number };

export interface PromoBoxInput {
  /** The typed code (`promoInput`), undefined when none. */
  value: string | undefined;
  /** The site's codes, or 'failed' when the content call failed, undefined when not asked. */
  codes: readonly PromoCode[] | 'failed' | undefined;
  /** Seconds to wait when the client is over its limit. */
  retryAfter?: number | undefined;
  /** The product's price in the visitor's currency, its scope and the venue's clock; undefined = no price. */
  target: PromoTarget | undefined;
  language: LanguageCode;
}

/**
 * The promo form's state for a show page: no price → no form; no code → the empty form; over the limit
 * → `limited`; codes not loadable → `unavailable`; else the code applied (prices formatted in the
 * page's language) or refused with its reason.
 * @example promoBox({ value: 'LYCEUM10', codes: [lyceum10], target: { price: 45, currency: 'GBP', … }, language: 'en' }) → { state: 'applied', priceText: '£40.50', savedText: '£4.50', … }
 */
export function promoBox(input: PromoBoxInput): PromoBox {
  const { value, codes, target, language } = input;
  if (!target || !(target.price > 0)) return { state: 'none' };
  if (value === undefined) return { state: 'form' };
  if (input.retryAfter !== undefined) return { state: 'limited', value, retryAfter: input.retryAfter };
  if (codes === undefined || codes === 'failed') return { state: 'unavailable', value };
  const result = applyPromo(value, codes, target);
  if (!result.ok)
    return result.reason === 'wrongCurrency'
      ? { state: 'refused', value, reason: result.reason, currency: result.currency }
      : { state: 'refused', value, reason: result.reason };
  const money = (amount: number) => formatPrice(amount, { currencyCode: target.currency, lang: language });
  return {
    state: 'applied',
    code: result.code,
    currency: target.currency,
    price: result.price,
    saved: result.saved,
    originalText: money(target.price),
    priceText: money(result.price),
    savedText: money(result.saved),
  };
}
