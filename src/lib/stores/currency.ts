import { atom } from 'nanostores';
import { currencyCookie, serializeCurrencyCookie } from '../rules/currency/currencyCookie';
import { wakeIslands } from './wake';

/**
 * The currency every price on the page is shown in (spec 000 §4): the server's choice until the
 * visitor picks another in the currency switcher. Server-rendered amounts follow through `data-money`
 * (src/lib/prices/swapMoney.ts); islands that show prices read this store (the calendar refetches).
 */
export const $currency = atom<string>('');

/** The current currency: the store once set, else the server's choice from the app state. */
export function currentCurrency(initial: string): string {
  return $currency.get() || initial;
}

/**
 * Remembers a visitor's currency: the one-year cookie on the registrable domain the server worked out
 * (`cookieDomain`, the same cookie it sets for the no-JavaScript links), then the store; wakes the
 * islands that show prices (the calendar), which then follow the store.
 * @example chooseCurrency('EUR', 'example.com') // on www.example.com: currentCurrency=EUR; Max-Age=31536000; Path=/; Domain=example.com; …
 */
export function chooseCurrency(code: string, cookieDomain: string | undefined): void {
  if (typeof document !== 'undefined')
    document.cookie = serializeCurrencyCookie(
      currencyCookie(code, {
        host: window.location.host,
        https: window.location.protocol === 'https:',
        domain: cookieDomain,
      }),
    );
  $currency.set(code.trim().toUpperCase());
  // An island that shows prices and has not hydrated yet wakes, reads the store and follows.
  wakeIslands('calendar');
}
