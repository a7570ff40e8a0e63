/**
 * The 36 storefront currencies with their local symbols: the 32 of spec 001 §9 (main currencies first,
 * then the others), then NOK, TRY, CZK and HUF, the local currencies of catalogue cities (Oslo,
 * Istanbul, Prague, Budapest) that the catalogue also answers in.
 */
export const CURRENCY_SYMBOLS = {
  EUR: '€',
  USD: '$',
  AED: 'AED',
  SGD: 'S$',
  INR: '₹',
  MYR: 'RM',
  AZN: '₼',
  AUD: 'A$',
  BHD: 'BD',
  CAD: 'C$',
  CHF: 'CHF',
  CNY: '¥',
  DKK: 'kr',
  EGP: 'E£',
  GBP: '£',
  HKD: 'HK$',
  IDR: 'Rp',
  ISK: 'kr',
  JPY: '¥',
  KRW: '₩',
  LBP: 'L£',
  MOP: 'MOP$',
  MXN: 'Mex$',
  NZD: 'NZ$',
  PLN: 'zł',
  QAR: 'QR',
  SAR: 'SR',
  SEK: 'kr',
  TWD: 'NT$',
  THB: '฿',
  VND: '₫',
  ZAR: 'R',
  NOK: 'kr',
  TRY: '₺',
  CZK: 'Kč',
  HUF: 'Ft',
} as const;

export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS;

export const MAIN_CURRENCIES: readonly CurrencyCode[] = ['EUR', 'USD', 'AED', 'SGD', 'INR', 'MYR'];

/**
 * Currencies whose code is shown instead of a symbol (spec 001 §9): their symbols are ambiguous or
 * unfamiliar. NOK joins them for the same reason as its neighbours DKK, SEK and ISK ('kr').
 */
export const CODE_DISPLAY_CURRENCIES: ReadonlySet<CurrencyCode> = new Set<CurrencyCode>([
  'AED',
  'CHF',
  'ZAR',
  'MYR',
  'SEK',
  'ISK',
  'DKK',
  'MOP',
  'CNY',
  'MXN',
  'QAR',
  'SAR',
  'AZN',
  'BHD',
  'LBP',
  'NOK',
]);

/** @example isCurrencyCode('EUR') === true; isCurrencyCode('eur') === false */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(CURRENCY_SYMBOLS, value);
}

/**
 * What a price shows in front of (or after) its amount: the code for the listed currencies, else the symbol;
 * an unknown but well-formed code shows as itself, anything else as nothing.
 * @example currencyDisplay('GBP') === '£'; currencyDisplay('AED') === 'AED'; currencyDisplay('XYZ') === 'XYZ'
 */
export function currencyDisplay(code: string): string {
  if (!isCurrencyCode(code)) return /^[A-Z]{3}$/.test(code) ? code : '';
  return CODE_DISPLAY_CURRENCIES.has(code) ? code : CURRENCY_SYMBOLS[code];
}
