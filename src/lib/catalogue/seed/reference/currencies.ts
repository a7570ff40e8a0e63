import { currencyDisplay } from '../../../rules/pricing/currencies.ts';

/**
 * The 36 answerable currencies. Spec 001 §9 names 32 (6 main + 26 others); the last four (NOK, TRY,
 * CZK, HUF) complete the set for catalogue cities whose local currency is none of those 32
 * (Oslo, Istanbul, Prague, Budapest). `perEur` is a fixed, plausible rate: units of the currency per
 * 1 EUR. `preferredOrder` puts the six main currencies first, then the rest alphabetically.
 */
export interface CurrencySeed {
  code: string;
  /** What prices show: the symbol, or the code for the currencies that show theirs (the rules' table). */
  localSymbol: string;
  displayName: string;
  perEur: number;
}

type CurrencyRow = Omit<CurrencySeed, 'localSymbol'>;

const MAIN: CurrencyRow[] = [
  { code: 'EUR', displayName: 'Euro', perEur: 1 },
  { code: 'USD', displayName: 'US Dollar', perEur: 1.08 },
  { code: 'AED', displayName: 'UAE Dirham', perEur: 3.97 },
  { code: 'SGD', displayName: 'Singapore Dollar', perEur: 1.46 },
  { code: 'INR', displayName: 'Indian Rupee', perEur: 90.5 },
  { code: 'MYR', displayName: 'Malaysian Ringgit', perEur: 5.05 },
];

const OTHERS: CurrencyRow[] = [
  { code: 'AUD', displayName: 'Australian Dollar', perEur: 1.65 },
  { code: 'AZN', displayName: 'Azerbaijani Manat', perEur: 1.84 },
  { code: 'BHD', displayName: 'Bahraini Dinar', perEur: 0.407 },
  { code: 'CAD', displayName: 'Canadian Dollar', perEur: 1.48 },
  { code: 'CHF', displayName: 'Swiss Franc', perEur: 0.95 },
  { code: 'CNY', displayName: 'Chinese Yuan', perEur: 7.8 },
  { code: 'CZK', displayName: 'Czech Koruna', perEur: 25.2 },
  { code: 'DKK', displayName: 'Danish Krone', perEur: 7.46 },
  { code: 'EGP', displayName: 'Egyptian Pound', perEur: 52.5 },
  { code: 'GBP', displayName: 'British Pound', perEur: 0.85 },
  { code: 'HKD', displayName: 'Hong Kong Dollar', perEur: 8.45 },
  { code: 'HUF', displayName: 'Hungarian Forint', perEur: 395 },
  { code: 'IDR', displayName: 'Indonesian Rupiah', perEur: 17500 },
  { code: 'ISK', displayName: 'Icelandic Króna', perEur: 150 },
  { code: 'JPY', displayName: 'Japanese Yen', perEur: 163 },
  { code: 'KRW', displayName: 'South Korean Won', perEur: 1480 },
  { code: 'LBP', displayName: 'Lebanese Pound', perEur: 96700 },
  { code: 'MOP', displayName: 'Macanese Pataca', perEur: 8.7 },
  { code: 'MXN', displayName: 'Mexican Peso', perEur: 19.8 },
  { code: 'NOK', displayName: 'Norwegian Krone', perEur: 11.6 },
  { code: 'NZD', displayName: 'New Zealand Dollar', perEur: 1.8 },
  { code: 'PLN', displayName: 'Polish Złoty', perEur: 4.3 },
  { code: 'QAR', displayName: 'Qatari Riyal', perEur: 3.93 },
  { code: 'SAR', displayName: 'Saudi Riyal', perEur: 4.05 },
  { code: 'SEK', displayName: 'Swedish Krona', perEur: 11.4 },
  { code: 'THB', displayName: 'Thai Baht', perEur: 38.5 },
  { code: 'TRY', displayName: 'Turkish Lira', perEur: 36 },
  { code: 'TWD', displayName: 'New Taiwan Dollar', perEur: 35 },
  { code: 'VND', displayName: 'Vietnamese Dong', perEur: 27500 },
  { code: 'ZAR', displayName: 'South African Rand', perEur: 19.9 },
];

export const CURRENCIES: readonly CurrencySeed[] = [...MAIN, ...OTHERS].map((row) => ({
  ...row,
  localSymbol: currencyDisplay(row.code),
}));
