import { isCurrencyCode, type CurrencyCode } from '../pricing/currencies';

/** When nothing else decides, prices are shown in US dollars (the catalogue's base currency). */
export const FALLBACK_CURRENCY: CurrencyCode = 'USD';

export interface CurrencySources {
  /** The currency cookie's value. */
  cookie?: string | null | undefined;
  /** The currency of the country of the city the page is about. */
  cityCountryCurrency?: string | null | undefined;
  /** The currency of the microsite's primary city's country. */
  primaryCityCountryCurrency?: string | null | undefined;
  /** The currencies the catalogue offers right now; when given, only these are valid. */
  available?: readonly string[] | undefined;
}

/**
 * The currency a page shows prices in (spec 000 §4, 001 §4): a valid cookie, else the city page's
 * country currency, else the primary city's country currency, else USD. A value is valid when it is a
 * known code (case-insensitive) that the catalogue offers.
 * @example selectCurrency({ cookie: 'gbp', cityCountryCurrency: 'EUR' }) === 'GBP'
 * @example selectCurrency({ cookie: 'XXX', cityCountryCurrency: 'EUR' }) === 'EUR'
 */
export function selectCurrency(sources: CurrencySources): CurrencyCode {
  const candidates = [sources.cookie, sources.cityCountryCurrency, sources.primaryCityCountryCurrency];
  for (const candidate of candidates) {
    const code = (candidate ?? '').trim().toUpperCase();
    if (isCurrencyCode(code) && (!sources.available || sources.available.includes(code))) return code;
  }
  return FALLBACK_CURRENCY;
}
