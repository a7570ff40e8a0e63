/**
 * Countries and the ~40 catalogue cities: codes, local currency, IANA time zone, coordinates and
 * names in the languages that commonly differ from English (others fall back to English).
 */
export interface CountrySeed {
  code: string;
  currency: string;
  names: Record<string, string>;
}
export interface CitySeed {
  code: string;
  country: string;
  timeZone: string;
  lat: number;
  lon: number;
  names: Record<string, string>;
  /** Relative demand, drives how many products the generator gives the city. */
  weight: number;
}

const c = (code: string, currency: string, en: string, more: Record<string, string> = {}): CountrySeed => ({
  code,
  currency,
  names: { en, ...more },
});

export const COUNTRIES: readonly CountrySeed[] = [
  c('GB', 'GBP', 'United Kingdom', {
    fr: 'Royaume-Uni',
    it: 'Regno Unito',
    es: 'Reino Unido',
    de: 'Vereinigtes Königreich',
  }),
  c('US', 'USD', 'United States', {
    fr: 'États-Unis',
    it: 'Stati Uniti',
    es: 'Estados Unidos',
    de: 'Vereinigte Staaten',
  }),
  c('IT', 'EUR', 'Italy', { fr: 'Italie', it: 'Italia', es: 'Italia', de: 'Italien' }),
  c('FR', 'EUR', 'France', { it: 'Francia', es: 'Francia', de: 'Frankreich' }),
  c('ES', 'EUR', 'Spain', { fr: 'Espagne', it: 'Spagna', es: 'España', de: 'Spanien' }),
  c('DE', 'EUR', 'Germany', { fr: 'Allemagne', it: 'Germania', es: 'Alemania', de: 'Deutschland' }),
  c('NL', 'EUR', 'Netherlands', { fr: 'Pays-Bas', it: 'Paesi Bassi', es: 'Países Bajos', nl: 'Nederland' }),
  c('GR', 'EUR', 'Greece', { fr: 'Grèce', it: 'Grecia', es: 'Grecia', de: 'Griechenland' }),
  c('PT', 'EUR', 'Portugal'),
  c('AT', 'EUR', 'Austria', { de: 'Österreich', fr: 'Autriche' }),
  c('CZ', 'CZK', 'Czechia', { fr: 'Tchéquie', de: 'Tschechien' }),
  c('HU', 'HUF', 'Hungary', { fr: 'Hongrie', de: 'Ungarn' }),
  c('IE', 'EUR', 'Ireland', { fr: 'Irlande', de: 'Irland' }),
  c('NO', 'NOK', 'Norway', { no: 'Norge', de: 'Norwegen' }),
  c('DK', 'DKK', 'Denmark', { da: 'Danmark', de: 'Dänemark' }),
  c('TR', 'TRY', 'Türkiye', { tr: 'Türkiye' }),
  c('AE', 'AED', 'United Arab Emirates', { ar: 'الإمارات العربية المتحدة' }),
  c('SG', 'SGD', 'Singapore'),
  c('TH', 'THB', 'Thailand', { fr: 'Thaïlande' }),
  c('JP', 'JPY', 'Japan', { ja: '日本', fr: 'Japon' }),
  c('HK', 'HKD', 'Hong Kong', { cn: '香港', tw: '香港' }),
  c('AU', 'AUD', 'Australia', { fr: 'Australie' }),
  c('IN', 'INR', 'India', { fr: 'Inde' }),
  c('MY', 'MYR', 'Malaysia', { fr: 'Malaisie' }),
  c('ID', 'IDR', 'Indonesia', { fr: 'Indonésie' }),
  c('CA', 'CAD', 'Canada'),
  c('MX', 'MXN', 'Mexico', { es: 'México', fr: 'Mexique' }),
  c('EG', 'EGP', 'Egypt', { fr: 'Égypte', ar: 'مصر' }),
  c('ZA', 'ZAR', 'South Africa', { fr: 'Afrique du Sud' }),
  c('KR', 'KRW', 'South Korea', { ko: '대한민국' }),
];

const city = (
  code: string,
  country: string,
  timeZone: string,
  lat: number,
  lon: number,
  en: string,
  weight: number,
  more: Record<string, string> = {},
): CitySeed => ({ code, country, timeZone, lat, lon, names: { en, ...more }, weight });

export const CITIES: readonly CitySeed[] = [
  city('LONDON', 'GB', 'Europe/London', 51.5072, -0.1276, 'London', 10, {
    fr: 'Londres',
    it: 'Londra',
    es: 'Londres',
    pt: 'Londres',
  }),
  city('NEW_YORK', 'US', 'America/New_York', 40.7128, -74.006, 'New York', 9, {
    es: 'Nueva York',
    it: 'New York',
    ja: 'ニューヨーク',
  }),
  city('ROME', 'IT', 'Europe/Rome', 41.9028, 12.4964, 'Rome', 9, {
    it: 'Roma',
    es: 'Roma',
    de: 'Rom',
    pt: 'Roma',
  }),
  city('PARIS', 'FR', 'Europe/Paris', 48.8566, 2.3522, 'Paris', 10, {
    it: 'Parigi',
    es: 'París',
    ja: 'パリ',
  }),
  city('BARCELONA', 'ES', 'Europe/Madrid', 41.3874, 2.1686, 'Barcelona', 7, {
    fr: 'Barcelone',
    it: 'Barcellona',
  }),
  city('MADRID', 'ES', 'Europe/Madrid', 40.4168, -3.7038, 'Madrid', 5),
  city('AMSTERDAM', 'NL', 'Europe/Amsterdam', 52.3676, 4.9041, 'Amsterdam', 6, { es: 'Ámsterdam' }),
  city('ATHENS', 'GR', 'Europe/Athens', 37.9838, 23.7275, 'Athens', 5, {
    fr: 'Athènes',
    it: 'Atene',
    es: 'Atenas',
    de: 'Athen',
  }),
  city('FLORENCE', 'IT', 'Europe/Rome', 43.7696, 11.2558, 'Florence', 5, {
    it: 'Firenze',
    es: 'Florencia',
    de: 'Florenz',
  }),
  city('VENICE', 'IT', 'Europe/Rome', 45.4408, 12.3155, 'Venice', 5, {
    it: 'Venezia',
    fr: 'Venise',
    es: 'Venecia',
    de: 'Venedig',
  }),
  city('MILAN', 'IT', 'Europe/Rome', 45.4642, 9.19, 'Milan', 4, { it: 'Milano', es: 'Milán', de: 'Mailand' }),
  city('NAPLES', 'IT', 'Europe/Rome', 40.8518, 14.2681, 'Naples', 4, {
    it: 'Napoli',
    es: 'Nápoles',
    de: 'Neapel',
  }),
  city('LISBON', 'PT', 'Europe/Lisbon', 38.7223, -9.1393, 'Lisbon', 4, {
    pt: 'Lisboa',
    es: 'Lisboa',
    fr: 'Lisbonne',
  }),
  city('BERLIN', 'DE', 'Europe/Berlin', 52.52, 13.405, 'Berlin', 4, { it: 'Berlino', es: 'Berlín' }),
  city('MUNICH', 'DE', 'Europe/Berlin', 48.1351, 11.582, 'Munich', 3, {
    de: 'München',
    it: 'Monaco di Baviera',
  }),
  city('VIENNA', 'AT', 'Europe/Vienna', 48.2082, 16.3738, 'Vienna', 4, {
    de: 'Wien',
    fr: 'Vienne',
    it: 'Vienna',
    es: 'Viena',
  }),
  city('PRAGUE', 'CZ', 'Europe/Prague', 50.0755, 14.4378, 'Prague', 4, {
    de: 'Prag',
    it: 'Praga',
    es: 'Praga',
  }),
  city('BUDAPEST', 'HU', 'Europe/Budapest', 47.4979, 19.0402, 'Budapest', 3),
  city('DUBLIN', 'IE', 'Europe/Dublin', 53.3498, -6.2603, 'Dublin', 3, { es: 'Dublín' }),
  city('EDINBURGH', 'GB', 'Europe/London', 55.9533, -3.1883, 'Edinburgh', 3, {
    fr: 'Édimbourg',
    es: 'Edimburgo',
  }),
  city('OSLO', 'NO', 'Europe/Oslo', 59.9139, 10.7522, 'Oslo', 2),
  city('COPENHAGEN', 'DK', 'Europe/Copenhagen', 55.6761, 12.5683, 'Copenhagen', 2, {
    da: 'København',
    de: 'Kopenhagen',
  }),
  city('ISTANBUL', 'TR', 'Europe/Istanbul', 41.0082, 28.9784, 'Istanbul', 4, {
    tr: 'İstanbul',
    es: 'Estambul',
  }),
  city('DUBAI', 'AE', 'Asia/Dubai', 25.2048, 55.2708, 'Dubai', 7, { ar: 'دبي' }),
  city('ABU_DHABI', 'AE', 'Asia/Dubai', 24.4539, 54.3773, 'Abu Dhabi', 4, { ar: 'أبو ظبي' }),
  city('SINGAPORE', 'SG', 'Asia/Singapore', 1.3521, 103.8198, 'Singapore', 6, {
    fr: 'Singapour',
    cn: '新加坡',
  }),
  city('BANGKOK', 'TH', 'Asia/Bangkok', 13.7563, 100.5018, 'Bangkok', 5),
  city('PHUKET', 'TH', 'Asia/Bangkok', 7.8804, 98.3923, 'Phuket', 3),
  city('TOKYO', 'JP', 'Asia/Tokyo', 35.6762, 139.6503, 'Tokyo', 5, { ja: '東京', cn: '东京', tw: '東京' }),
  city('HONG_KONG', 'HK', 'Asia/Hong_Kong', 22.3193, 114.1694, 'Hong Kong', 4, { cn: '香港', tw: '香港' }),
  city('SYDNEY', 'AU', 'Australia/Sydney', -33.8688, 151.2093, 'Sydney', 4),
  city('MUMBAI', 'IN', 'Asia/Kolkata', 19.076, 72.8777, 'Mumbai', 2),
  city('KUALA_LUMPUR', 'MY', 'Asia/Kuala_Lumpur', 3.139, 101.6869, 'Kuala Lumpur', 3),
  city('BALI', 'ID', 'Asia/Makassar', -8.3405, 115.092, 'Bali', 3),
  city('LAS_VEGAS', 'US', 'America/Los_Angeles', 36.1699, -115.1398, 'Las Vegas', 5),
  city('ORLANDO', 'US', 'America/New_York', 28.5384, -81.3789, 'Orlando', 4),
  city('SAN_FRANCISCO', 'US', 'America/Los_Angeles', 37.7749, -122.4194, 'San Francisco', 4),
  city('TORONTO', 'CA', 'America/Toronto', 43.6532, -79.3832, 'Toronto', 2),
  city('CANCUN', 'MX', 'America/Cancun', 21.1619, -86.8515, 'Cancun', 3, { es: 'Cancún' }),
  city('CAIRO', 'EG', 'Africa/Cairo', 30.0444, 31.2357, 'Cairo', 3, {
    fr: 'Le Caire',
    ar: 'القاهرة',
    es: 'El Cairo',
  }),
  city('CAPE_TOWN', 'ZA', 'Africa/Johannesburg', -33.9249, 18.4241, 'Cape Town', 2, { fr: 'Le Cap' }),
  city('SEOUL', 'KR', 'Asia/Seoul', 37.5665, 126.978, 'Seoul', 3, { ko: '서울', fr: 'Séoul' }),
];
