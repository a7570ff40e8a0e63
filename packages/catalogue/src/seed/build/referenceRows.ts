import { CATEGORIES, SUB_CATEGORIES } from '../reference/categories.ts';
import { CITIES, COUNTRIES } from '../reference/geo.ts';
import { CURRENCIES } from '../reference/currencies.ts';
import { mediaPath } from '../../contract/mediaPaths.ts';
import { distanceKm } from '../../contract/geo.ts';

export const currencyOfCountry = new Map(COUNTRIES.map((country) => [country.code, country.currency]));

/**
 * Reference tables: currencies with rates, countries, cities (with their 4 nearest among `sold`, the
 * cities that have products: a city page never suggests a city with nothing to book), taxonomy.
 */
export function referenceRows(sold: ReadonlySet<string> = new Set(CITIES.map((city) => city.code))) {
  return {
    currency: CURRENCIES.map((currency, index) => ({
      code: currency.code,
      local_symbol: currency.localSymbol,
      display_name: currency.displayName,
      preferred_order: index + 1,
      per_eur: currency.perEur,
    })),
    country: COUNTRIES.map((country) => ({
      code: country.code,
      currency_code: country.currency,
      names: country.names,
    })),
    city: CITIES.map((city) => ({
      code: city.code,
      country_code: city.country,
      currency_code: currencyOfCountry.get(city.country) ?? 'EUR',
      time_zone: city.timeZone,
      latitude: city.lat,
      longitude: city.lon,
      names: city.names,
      image_url: mediaPath({ kind: 'city', cityCode: city.code }),
      nearby_city_codes: CITIES.filter((other) => other.code !== city.code && sold.has(other.code))
        .map((other) => ({
          code: other.code,
          km: distanceKm(
            { latitude: city.lat, longitude: city.lon },
            { latitude: other.lat, longitude: other.lon },
          ),
        }))
        .sort((a, b) => a.km - b.km)
        .slice(0, 4)
        .map((other) => other.code),
      popularity: city.weight * 100,
    })),
    category: CATEGORIES.map((category, index) => ({
      id: category.id,
      names: category.names,
      sort_order: index,
      hidden: category.hidden ?? false,
    })),
    sub_category: SUB_CATEGORIES.map((sub, index) => ({
      id: sub.id,
      category_id: sub.categoryId,
      names: sub.names,
      sort_order: index,
      hidden: sub.hidden ?? false,
    })),
  };
}
