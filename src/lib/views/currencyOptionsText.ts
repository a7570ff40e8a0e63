import { isCurrencyCode, type CurrencyCode } from '../rules/pricing/currencies';

export interface CurrencyOption {
  code: CurrencyCode;
  /** What prices show for the currency (`€`, or the code itself for AED, CHF…). */
  display: string;
  /** The currency's name in the page language, e.g. `Euro`, `يورو`. */
  name: string;
  /** One of the main currencies (spec 001 §9). Its link is `currencyHrefBase` + code. */
  main: boolean;
}

const FIELD = '\t';
const LINE = '\n';
/** Tabs and line breaks inside a name or symbol read as spaces: they would end a field or a line. */
const clean = (text: string): string => text.replace(/[\t\n\r]/g, ' ');

/**
 * The currency switcher's entries as one prop (issue 25): a line per currency, `code⇥symbol⇥name⇥1|0`
 * (main or not). Astro writes an island's props into every page as JSON with a type tag around each
 * value, so the 36 entries as objects were 6.2 kB of every page's HTML and most of the work of writing
 * and hashing its islands; as text they are about 1 kB.
 * @example writeCurrencyOptions([{ code: 'EUR', display: '€', name: 'Euro', main: true }]) === 'EUR\t€\tEuro\t1'
 */
export function writeCurrencyOptions(options: readonly CurrencyOption[]): string {
  return options
    .map(
      ({ code, display, name, main }) =>
        `${code}${FIELD}${clean(display)}${FIELD}${clean(name)}${FIELD}${main ? 1 : 0}`,
    )
    .join(LINE);
}

/**
 * The entries `writeCurrencyOptions` wrote (in the browser, from the island's props); a line that is not
 * four fields with a currency the storefront knows (`isCurrencyCode`) is left out.
 * @example readCurrencyOptions('EUR\t€\tEuro\t1\nCHF\tCHF\tSwiss Franc\t0')[1] → { code: 'CHF', display: 'CHF', name: 'Swiss Franc', main: false }
 */
export function readCurrencyOptions(text: string): CurrencyOption[] {
  const options: CurrencyOption[] = [];
  for (const line of text.split(LINE)) {
    const [code, display, name, main, ...rest] = line.split(FIELD);
    if (rest.length > 0 || !isCurrencyCode(code)) continue;
    if (display === undefined || name === undefined || (main !== '1' && main !== '0')) continue;
    options.push({ code, display, name, main: main === '1' });
  }
  return options;
}
