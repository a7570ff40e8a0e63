import { describe, expect, it } from 'vitest';
import type { Site } from '../../../lib/sites/site';
import { siteOrigin } from '../../../lib/sites/siteOrigin';
import { cityMicrosites } from '../views/cityMicrosites';
import { countryName } from './countryName';
import { globalBreadcrumbs } from './globalBreadcrumbs';
import { orderDestinations } from './orderDestinations';
import { priceFrom } from './priceFrom';
import { globalSegments, MAX_SLUG_LENGTH, slugifyName } from '../../../lib/rules/routing/slugifyName';

describe('slugging names into paths', () => {
  it('drops accents, apostrophes and punctuation, and joins words with one hyphen', () => {
    expect(slugifyName('Île-de-France')).toBe('ile-de-france');
    expect(slugifyName('Colosseum, Roman Forum & Palatine Hill')).toBe('colosseum-roman-forum-palatine-hill');
    expect(slugifyName("St. Peter's Basilica")).toBe('st-peters-basilica');
    expect(slugifyName('  Straße  ')).toBe('strasse');
    expect(slugifyName('روما')).toBe('');
  });

  it('builds the segments of home, country, city and leaf pages', () => {
    expect(globalSegments({})).toEqual([]);
    expect(globalSegments({ country: 'United Kingdom' })).toEqual(['united-kingdom']);
    expect(globalSegments({ country: 'Italy', city: 'Rome', leaf: 'Colosseum' })).toEqual([
      'italy',
      'rome',
      'colosseum',
    ]);
    expect(globalSegments({ city: 'Rome' })).toEqual([]);
  });

  it('cuts a long leaf at a word boundary within the limit', () => {
    const leaf = globalSegments({
      country: 'Italy',
      city: 'Rome',
      leaf: 'Vatican Museums, Sistine Chapel & St. Peter’s Basilica Guided Tour with Skip-the-Line Entry',
    })[2];
    expect(leaf).toBe('vatican-museums-sistine-chapel-st-peters-basilica-guided');
    expect(leaf?.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
  });
});

describe('the "from" price of a group', () => {
  it('is the lowest positive price, skipping missing ones', () => {
    expect(
      priceFrom([
        { finalPrice: 42, currencyCode: 'EUR' },
        null,
        undefined,
        { finalPrice: 18.5, currencyCode: 'EUR' },
      ]),
    ).toEqual({ finalPrice: 18.5, currencyCode: 'EUR' });
  });

  it('ignores zero, negative, non-finite prices and other currencies', () => {
    expect(
      priceFrom([
        { finalPrice: 0, currencyCode: 'EUR' },
        { finalPrice: 30, currencyCode: 'EUR' },
        { finalPrice: 5, currencyCode: 'GBP' },
        { finalPrice: Number.NaN, currencyCode: 'EUR' },
      ]),
    ).toEqual({ finalPrice: 30, currencyCode: 'EUR' });
  });

  it('is undefined without any price', () => {
    expect(priceFrom([])).toBeUndefined();
    expect(priceFrom([null, { finalPrice: null }])).toBeUndefined();
  });
});

describe('the order of destinations', () => {
  const cities = [
    { code: 'NAPLES', name: 'Naples', productCount: 41 },
    { code: 'ROME', name: 'Rome', productCount: 102 },
    { code: 'LONDON', name: 'London', productCount: 121 },
    { code: 'MILAN', name: 'Milan', productCount: undefined },
    { code: 'PARIS', name: 'Paris', productCount: 102 },
  ];
  it('puts featured ones first in their order, then most products, then by name', () => {
    expect(orderDestinations(cities, ['PARIS', 'NAPLES']).map((c) => c.code)).toEqual([
      'PARIS',
      'NAPLES',
      'LONDON',
      'ROME',
      'MILAN',
    ]);
  });
  it('sorts unknown counts last and compares names in the page’s language', () => {
    expect(orderDestinations(cities, []).map((c) => c.code)).toEqual([
      'LONDON',
      'PARIS',
      'ROME',
      'NAPLES',
      'MILAN',
    ]);
  });
});

describe('breadcrumbs of global pages', () => {
  it('reads Home › Country › City › page with language-prefixed URLs', () => {
    expect(
      globalBreadcrumbs({
        origin: 'https://x.com',
        language: 'ar',
        homeName: 'الرئيسية',
        steps: [
          { segments: ['italy', 'rome'], name: 'روما' },
          { segments: ['italy'], name: 'إيطاليا' },
        ],
        current: { segments: ['italy', 'rome', 'colosseum'], name: 'الكولوسيوم' },
      }),
    ).toEqual([
      { name: 'الرئيسية', url: 'https://x.com/ar/', current: false },
      { name: 'إيطاليا', url: 'https://x.com/ar/italy/', current: false },
      { name: 'روما', url: 'https://x.com/ar/italy/rome/', current: false },
      { name: 'الكولوسيوم', url: 'https://x.com/ar/italy/rome/colosseum/', current: true },
    ]);
  });

  it('is the page alone on the homepage, and skips steps that are not ancestors', () => {
    expect(
      globalBreadcrumbs({
        origin: 'https://x.com',
        language: 'en',
        homeName: 'Home',
        steps: [],
        current: { segments: [], name: 'Tickets worldwide' },
      }),
    ).toEqual([{ name: 'Tickets worldwide', url: 'https://x.com/', current: true }]);
    expect(
      globalBreadcrumbs({
        origin: 'https://x.com',
        language: 'en',
        homeName: 'Home',
        steps: [{ segments: ['france', 'paris'], name: 'Paris' }],
        current: { segments: ['france'], name: 'France' },
      }).map((crumb) => crumb.name),
    ).toEqual(['Home', 'France']);
  });
});

describe('country names', () => {
  it('come from the runtime in the page’s language, else the fallback', () => {
    expect(countryName('IT', 'ar', 'Italy')).toBe('إيطاليا');
    expect(countryName('GB', 'fr', 'United Kingdom')).toBe('Royaume-Uni');
    expect(countryName('italy', 'en', 'Italy')).toBe('Italy');
  });
});

describe('a city’s own microsites', () => {
  const site = (
    alias: string,
    name: string,
    cityCode: string | undefined,
    more: Partial<Site> = {},
  ): Site => ({
    domain: `${alias}.com`,
    alias,
    name,
    tagline: '',
    themeColor: '#000000',
    languages: ['en', 'ar'],
    cityCode,
    localized: { ar: { name: `${name} (ar)`, tagline: '' } },
    subdomainHosting: false,
    designV3: true,
    ...more,
  });
  const sites = [
    site('vatican', 'Vatican Museums Tickets', 'ROME'),
    site('colosseum', 'Colosseum Rome Tickets', 'ROME', { languages: ['en'] }),
    site('paris', 'Paris City Tickets', 'PARIS'),
    site('global', 'Tickets Worldwide', 'ROME', { global: true }),
  ];

  it('links the city’s sites by name, locally on the same port, in the page’s language when offered', () => {
    expect(
      cityMicrosites(sites, 'ROME', {
        language: 'ar',
        origin: 'http://global.localhost:4406',
        localSuffix: 'localhost',
      }),
    ).toEqual([
      { name: 'Colosseum Rome Tickets', href: 'http://colosseum.localhost:4406/', language: 'en' },
      { name: 'Vatican Museums Tickets (ar)', href: 'http://vatican.localhost:4406/ar/', language: 'ar' },
    ]);
  });

  it('links production domains over https, and nothing for a city without a site', () => {
    expect(
      cityMicrosites(sites, 'PARIS', {
        language: 'en',
        origin: 'https://tickets-worldwide.com',
        localSuffix: 'localhost',
      }),
    ).toEqual([{ name: 'Paris City Tickets', href: 'https://paris.com/', language: 'en' }]);
    expect(
      cityMicrosites(sites, 'NAPLES', { language: 'en', origin: 'https://x.com', localSuffix: 'localhost' }),
    ).toEqual([]);
  });
});

describe('siteOrigin', () => {
  const paris = { alias: 'paris', domain: 'paris-city-tickets.com' };
  it('keeps the visitor’s scheme and port on demo hosts, the domain over https in production', () => {
    expect(siteOrigin(paris, { origin: 'http://global.localhost:4321', localSuffix: 'localhost' })).toBe(
      'http://paris.localhost:4321',
    );
    expect(siteOrigin(paris, { origin: 'http://localhost', localSuffix: 'localhost' })).toBe(
      'http://paris.localhost',
    );
    expect(siteOrigin(paris, { origin: 'https://tickets-worldwide.com', localSuffix: 'localhost' })).toBe(
      'https://paris-city-tickets.com',
    );
  });
});
