import { languageTag, type LanguageCode } from '../../i18n/languageTags';
import { CODE_DISPLAY_CURRENCIES, currencyDisplay, isCurrencyCode } from './currencies';
import { isFiniteNumber } from '../isFiniteNumber';
import { cachedBy } from '../cachedBy';

export interface FormatPriceOptions {
  currencyCode?: string | undefined;
  lang?: LanguageCode;
  /** Ask for compact notation (1.2K); applies only when the price has more than 3 integer digits. */
  truncate?: boolean;
}

// One Intl.NumberFormat per locale/currency/shape, built on first use: they are costly to construct.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(
  bcp47: string,
  code: string,
  fractionDigits: number,
  compact: boolean,
): Intl.NumberFormat {
  return cachedBy(formats, `${bcp47}|${code}|${fractionDigits}|${compact}`, () => {
    const shape: Intl.NumberFormatOptions = compact
      ? { notation: 'compact', maximumFractionDigits: 1 }
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    const currency: Intl.NumberFormatOptions = code
      ? {
          style: 'currency',
          currency: code,
          currencyDisplay:
            isCurrencyCode(code) && !CODE_DISPLAY_CURRENCIES.has(code) ? 'narrowSymbol' : 'code',
        }
      : {};
    return new Intl.NumberFormat(bcp47, { ...currency, ...shape });
  });
}

/**
 * Prices already written, by language, currency, shape and amount: a page writes the same few prices
 * again and again (its cards, the calendar's days, the booking box), and `formatToParts` is the costly
 * part (issue 25). Bounded: emptied when full.
 */
const formatted = new Map<string, string>();
const MAX_FORMATTED = 20_000;

/**
 * A price as a visitor reads it (spec 000 §5, 001 §9): no decimals for whole amounts, else 2; the
 * currency's symbol (or code, for the listed currencies) only when a currency code is given; compact
 * notation when truncation is asked and the price has more than 3 integer digits. Not a price → ''.
 * @example formatPrice(1234.5, { currencyCode: 'EUR', lang: 'de' }) === '1.234,50\u00a0€'
 * @example formatPrice(2500, { currencyCode: 'USD', truncate: true }) === '$2.5K'
 */
export function formatPrice(price: number | null | undefined, options: FormatPriceOptions = {}): string {
  if (!isFiniteNumber(price) || price < 0) return '';
  const { lang = 'en', truncate = false } = options;
  const currencyCode = (options.currencyCode ?? '').trim().toUpperCase();
  const key = `${lang}|${currencyCode}|${truncate ? 1 : 0}|${price}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  const display = currencyDisplay(currencyCode);
  const code = display ? currencyCode : '';
  const compact = truncate && String(Math.trunc(price)).length > 3;
  const format = numberFormat(languageTag(lang), code, Number.isInteger(price) ? 0 : 2, compact);
  const text = format
    .formatToParts(price)
    .map((part) => (part.type === 'currency' ? display : part.value))
    .join('');
  if (formatted.size >= MAX_FORMATTED) formatted.clear();
  formatted.set(key, text);
  return text;
}
