import type { CatalogueClient } from '../catalogue/client';
import { selectCurrency } from '../rules/currency/selectCurrency';
import type { CurrencyCode } from '../rules/pricing/currencies';

/** What the catalogue says about currencies: the codes it offers and each city's country currency. */
export interface CurrencyFacts {
  available: readonly string[] | undefined;
  cityCurrency: (cityCode: string | undefined) => string | undefined;
}

/**
 * The catalogue's currency list and city currencies (both cached by the client for an hour). A failing
 * catalogue gives no list (every known code is then accepted) and no city currency.
 */
export async function currencyFacts(client: CatalogueClient): Promise<CurrencyFacts> {
  const [currencies, cities] = await Promise.all([client.getCurrencyList(), client.getCities()]);
  const byCity = new Map<string, string>();
  for (const city of cities?.cities ?? []) {
    if (city.code && city.currency?.code) byCity.set(city.code.toUpperCase(), city.currency.code);
  }
  return {
    available: currencies?.currencies.map((currency) => currency.code),
    cityCurrency: (code) => (code ? byCity.get(code.trim().toUpperCase()) : undefined),
  };
}

/**
 * The visitor's currency (spec 000 §4): a valid cookie, else the currency of the page's city's country
 * (city pages), else the microsite's primary city's country, else USD.
 * @example visitorCurrency({ cookie: 'GBP', siteCity: 'ROME' }, facts) === 'GBP'
 */
export function visitorCurrency(
  input: { cookie: string | undefined; pageCity?: string | undefined; siteCity: string | undefined },
  facts: CurrencyFacts,
): CurrencyCode {
  return selectCurrency({
    cookie: input.cookie,
    cityCountryCurrency: facts.cityCurrency(input.pageCity),
    primaryCityCountryCurrency: facts.cityCurrency(input.siteCity),
    available: facts.available,
  });
}
