import { z } from 'zod';
import { cachedBy } from '../rules/cachedBy';
import { getLanguage, type LanguageCode } from '../i18n/languages';
import { CURRENCY_PARAM } from '../routing/currencyChange';
import { writeCurrencyOptions, type CurrencyOption } from './currencyOptionsText';
import {
  CURRENCY_SYMBOLS,
  currencyDisplay,
  isCurrencyCode,
  MAIN_CURRENCIES,
  type CurrencyCode,
} from '../rules/pricing/currencies';

/** Every currency the storefront knows, main ones first: the list when the catalogue cannot say. */
export const KNOWN_CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as CurrencyCode[];

const currencyListAnswer = z.object({
  currencies: z.array(z.looseObject({ code: z.string(), preferredOrder: z.number().optional() })),
});

/**
 * The catalogue's currencies (`/api/v1/currency/list/`) in the order the selector shows them: the main
 * currencies of spec 001 §9 first in their own order (EUR USD AED SGD INR MYR), then the others by the
 * catalogue's preferred order, then code. Codes the storefront does not know are left out (the
 * currency change refuses them anyway). Undefined when the answer is missing or unreadable.
 * @example orderCurrencies({ currencies: [{ code: 'GBP', preferredOrder: 1 }, { code: 'USD', preferredOrder: 9 }] })
 *   → ['USD', 'GBP']
 */
export function orderCurrencies(answer: unknown): CurrencyCode[] | undefined {
  const parsed = currencyListAnswer.safeParse(answer);
  if (!parsed.success) return undefined;
  const rank = (code: CurrencyCode) => {
    const main = MAIN_CURRENCIES.indexOf(code);
    return main >= 0 ? main - MAIN_CURRENCIES.length : 0;
  };
  const seen = new Set<string>();
  const rows = parsed.data.currencies
    .map((row) => ({ code: row.code.trim().toUpperCase(), order: row.preferredOrder ?? Infinity }))
    .filter((row): row is { code: CurrencyCode; order: number } => {
      if (!isCurrencyCode(row.code) || seen.has(row.code)) return false;
      seen.add(row.code);
      return true;
    });
  rows.sort((a, b) => rank(a.code) - rank(b.code) || a.order - b.order || a.code.localeCompare(b.code));
  return rows.length > 0 ? rows.map((row) => row.code) : undefined;
}

/**
 * The link that switches to a currency without JavaScript: the current path with its other query
 * parameters and `currency=XXX` (the middleware answers it with a 303 and the cookie).
 * @example currencyHref(new URL('http://a.test/tickets/?subcategory=3&currency=GBP'), 'EUR')
 *   === '/tickets/?subcategory=3&currency=EUR'
 */
export function currencyHref(url: URL, code: CurrencyCode): string {
  return `${currencyHrefBase(url)}${code}`;
}

/**
 * Every currency link of a page but the code: the current path, its other query parameters, then
 * `currency=` (codes are three capital letters: nothing to encode). The switcher island gets this one
 * string instead of 36 links (issue 21 §5: the page's HTML).
 * @example currencyHrefBase(new URL('http://a.test/tickets/?subcategory=3&currency=GBP')) === '/tickets/?subcategory=3&currency='
 */
export function currencyHrefBase(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete(CURRENCY_PARAM);
  const rest = query.toString();
  return `${url.pathname}?${rest ? `${rest}&` : ''}${CURRENCY_PARAM}=`;
}

export type { CurrencyOption } from './currencyOptionsText';

const displayNames = new Map<LanguageCode, Intl.DisplayNames>();
// Every page lists the 36 currencies by name: each name is looked up once per language.
const names = new Map<string, string>();
function currencyName(code: CurrencyCode, language: LanguageCode): string {
  return cachedBy(names, `${language}|${code}`, () => {
    const inLanguage = cachedBy(
      displayNames,
      language,
      () => new Intl.DisplayNames([getLanguage(language).bcp47, 'en'], { type: 'currency' }),
    );
    return inLanguage.of(code) ?? code;
  });
}

/**
 * The selector's entries for the ordered codes on the current page.
 * @example currencyOptions(['EUR'], { language: 'fr' })[0] → { code: 'EUR', display: '€', name: 'euro', main: true }
 */
export function currencyOptions(
  codes: readonly CurrencyCode[],
  page: { language: LanguageCode },
): CurrencyOption[] {
  return codes.map((code) => ({
    code,
    display: currencyDisplay(code),
    name: currencyName(code, page.language),
    main: MAIN_CURRENCIES.includes(code),
  }));
}

const optionTexts = new Map<string, string>();
/**
 * The switcher's entries for the ordered codes in a language, written as its one prop
 * (`writeCurrencyOptions`), once per language and list.
 * @example currencyOptionsText(['EUR'], { language: 'en' }) === 'EUR\t€\tEuro\t1'
 */
export function currencyOptionsText(
  codes: readonly CurrencyCode[],
  page: { language: LanguageCode },
): string {
  return cachedBy(optionTexts, `${page.language}|${codes.join(',')}`, () =>
    writeCurrencyOptions(currencyOptions(codes, page)),
  );
}
