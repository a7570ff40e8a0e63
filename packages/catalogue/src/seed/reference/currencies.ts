/**
 * The 36 answerable currencies. Spec 001 §9 names 32 (6 main + 26 others); the last four (NOK, TRY,
 * CZK, HUF) complete the set for catalogue cities whose local currency is none of those 32
 * (Oslo, Istanbul, Prague, Budapest). `perEur` is a fixed, plausible rate: units of the currency per
 * 1 EUR. `preferredOrder` puts the six main currencies first, then the rest alphabetically.
 */
export interface CurrencySeed {
  code: string;
  /** The catalogue's display symbol of the currency (its answers carry it; the storefront formats its own). */
  localSymbol: string;
  displayName: string;
  perEur: number;
}

const MAIN: CurrencySeed[] = [
  { code: 'EUR', localSymbol: '€', displayName: 'Euro', perEur: 1 },
  { code: 'USD', localSymbol: '$', displayName: 'US Dollar', perEur: 1.08 },
  { code: 'AED', localSymbol: 'AED', displayName: 'UAE Dirham', perEur: 3.97 },
  { code: 'SGD', localSymbol: 'S$', displayName: 'Singapore Dollar', perEur: 1.46 },
  { code: 'INR', localSymbol: '₹', displayName: 'Indian Rupee', perEur: 90.5 },
  { code: 'MYR', localSymbol: 'MYR', displayName: 'Malaysian Ringgit', perEur: 5.05 },
];

const OTHERS: CurrencySeed[] = [
  { code: 'AUD', localSymbol: 'A$', displayName: 'Australian Dollar', perEur: 1.65 },
  { code: 'AZN', localSymbol: 'AZN', displayName: 'Azerbaijani Manat', perEur: 1.84 },
  { code: 'BHD', localSymbol: 'BHD', displayName: 'Bahraini Dinar', perEur: 0.407 },
  { code: 'CAD', localSymbol: 'C$', displayName: 'Canadian Dollar', perEur: 1.48 },
  { code: 'CHF', localSymbol: 'CHF', displayName: 'Swiss Franc', perEur: 0.95 },
  { code: 'CNY', localSymbol: 'CNY', displayName: 'Chinese Yuan', perEur: 7.8 },
  { code: 'CZK', localSymbol: 'Kč', displayName: 'Czech Koruna', perEur: 25.2 },
  { code: 'DKK', localSymbol: 'DKK', displayName: 'Danish Krone', perEur: 7.46 },
  { code: 'EGP', localSymbol: 'E£', displayName: 'Egyptian Pound', perEur: 52.5 },
  { code: 'GBP', localSymbol: '£', displayName: 'British Pound', perEur: 0.85 },
  { code: 'HKD', localSymbol: 'HK$', displayName: 'Hong Kong Dollar', perEur: 8.45 },
  { code: 'HUF', localSymbol: 'Ft', displayName: 'Hungarian Forint', perEur: 395 },
  { code: 'IDR', localSymbol: 'Rp', displayName: 'Indonesian Rupiah', perEur: 17500 },
  { code: 'ISK', localSymbol: 'ISK', displayName: 'Icelandic Króna', perEur: 150 },
  { code: 'JPY', localSymbol: '¥', displayName: 'Japanese Yen', perEur: 163 },
  { code: 'KRW', localSymbol: '₩', displayName: 'South Korean Won', perEur: 1480 },
  { code: 'LBP', localSymbol: 'LBP', displayName: 'Lebanese Pound', perEur: 96700 },
  { code: 'MOP', localSymbol: 'MOP', displayName: 'Macanese Pataca', perEur: 8.7 },
  { code: 'MXN', localSymbol: 'MXN', displayName: 'Mexican Peso', perEur: 19.8 },
  { code: 'NOK', localSymbol: 'NOK', displayName: 'Norwegian Krone', perEur: 11.6 },
  { code: 'NZD', localSymbol: 'NZ$', displayName: 'New Zealand Dollar', perEur: 1.8 },
  { code: 'PLN', localSymbol: 'zł', displayName: 'Polish Złoty', perEur: 4.3 },
  { code: 'QAR', localSymbol: 'QAR', displayName: 'Qatari Riyal', perEur: 3.93 },
  { code: 'SAR', localSymbol: 'SAR', displayName: 'Saudi Riyal', perEur: 4.05 },
  { code: 'SEK', localSymbol: 'SEK', displayName: 'Swedish Krona', perEur: 11.4 },
  { code: 'THB', localSymbol: '฿', displayName: 'Thai Baht', perEur: 38.5 },
  { code: 'TRY', localSymbol: '₺', displayName: 'Turkish Lira', perEur: 36 },
  { code: 'TWD', localSymbol: 'NT$', displayName: 'New Taiwan Dollar', perEur: 35 },
  { code: 'VND', localSymbol: '₫', displayName: 'Vietnamese Dong', perEur: 27500 },
  { code: 'ZAR', localSymbol: 'ZAR', displayName: 'South African Rand', perEur: 19.9 },
];

export const CURRENCIES: readonly CurrencySeed[] = [...MAIN, ...OTHERS];
