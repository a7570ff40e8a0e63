import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator';
import type { Site } from '../sites/site';
import type { ChromeData } from './chrome';
import type { FooterContent } from './chromeDocuments';
import { digestOf } from '../cache/fragmentCache';
import { chromeView, partnershipText } from './chromeView';
import { readCurrencyOptions } from './currencyOptionsText';

const site: Site = {
  domain: 'colosseum-rome-tickets.com',
  alias: 'colosseum',
  name: 'Colosseum Rome Tickets',
  tagline: '',
  themeColor: '#123456',
  languages: ['en', 'ar'],
  cityCode: 'ROME',
  subdomainHosting: false,
  designV3: true,
  localized: { ar: { name: 'تذاكر الكولوسيوم في روما', tagline: '' } },
};
const en = createTranslator('en');
const footer = (partnership: FooterContent['partnership'], sensitive: boolean): FooterContent => ({
  language: 'en',
  partnership,
  sensitive,
  venue: 'the Colosseum',
  columns: [],
  text: undefined,
});

describe('partnershipText', () => {
  it('words each of the four partnership classes, and adds the plain statement only when needed', () => {
    expect(partnershipText(footer('partnered', false), 'Colosseum Rome Tickets', en)).toEqual({
      partnership: 'Colosseum Rome Tickets is an official ticket partner of the Colosseum.',
      notVenueWebsite: true,
    });
    expect(partnershipText(footer('partnered', true), 'X', en)).toEqual({
      partnership:
        'X is an official ticket partner of the Colosseum. This is not the venue’s official website, and prices may differ from those at the box office.',
      notVenueWebsite: false,
    });
    expect(partnershipText(footer('non-partnered', false), 'X', en)).toEqual({
      partnership: 'X is an independent reseller, not affiliated with the Colosseum.',
      notVenueWebsite: true,
    });
    expect(partnershipText(footer('non-partnered', true), 'X', en)).toEqual({
      partnership:
        'X is an independent ticket reseller and is not affiliated with, endorsed by or operated by the Colosseum. This is not the venue’s official website, and our prices may differ from those at the box office.',
      notVenueWebsite: false,
    });
  });

  it('calls the site an independent reseller when there is no footer document', () => {
    expect(partnershipText(undefined, 'X', en)).toEqual({
      partnership: 'X is an independent ticket reseller.',
      notVenueWebsite: true,
    });
  });

  it('uses the page language with the document’s venue', () => {
    expect(
      partnershipText(
        { ...footer('non-partnered', false), venue: 'الكولوسيوم' },
        'تذاكر',
        createTranslator('ar'),
      ).partnership,
    ).toBe('تذاكر بائع تذاكر مستقل لا تربطه أي علاقة مع الكولوسيوم.');
  });
});

const data: ChromeData = {
  header: {
    language: 'en',
    navigation: [
      { kind: 'link', label: 'Tickets', href: '/' },
      { kind: 'group', label: 'Rome', links: [{ label: 'Guide', href: '/rome-city-guide/' }] },
    ],
  },
  footer: {
    ...footer('non-partnered', true),
    columns: [{ heading: 'Rome', links: [{ label: 'Guide', href: '/rome-city-guide/' }] }],
  },
  currencies: ['EUR', 'USD', 'GBP'],
};

describe('chromeView', () => {
  it('keys the navigation by its menu and the current link: pages the menu does not link share one key', () => {
    const viewAt = (path: string) =>
      chromeView(data, {
        site,
        language: 'en',
        currency: 'EUR',
        url: new URL(`http://colosseum.localhost${path}`),
        t: en,
      }).header.navigationKey;
    const menu = digestOf(data.header?.navigation);
    expect(viewAt('/rome-city-guide/?page=2')).toEqual({ menu, current: '/rome-city-guide/' });
    expect(viewAt('/')).toEqual({ menu, current: '/' });
    expect(viewAt('/opening-hours/')).toEqual({ menu, current: null });
    expect(viewAt('/tips/')).toEqual(viewAt('/opening-hours/'));
  });
  it('marks the current page, marks the main currencies, and links legal pages in the page language', () => {
    const view = chromeView(data, {
      site,
      language: 'en',
      currency: 'GBP',
      url: new URL('http://colosseum.localhost/rome-city-guide/?page=2'),
      t: en,
    });
    expect(view.brand).toEqual({ name: 'Colosseum Rome Tickets', href: '/' });
    expect(view.header.navigation).toEqual([
      { kind: 'link', label: 'Tickets', href: '/', current: false },
      {
        kind: 'group',
        label: 'Rome',
        links: [{ label: 'Guide', href: '/rome-city-guide/', current: true }],
        current: true,
      },
    ]);
    expect(view.header.contentLanguage).toBeUndefined();
    expect(view.currency.current).toBe('GBP');
    expect(view.currency.display).toBe('£');
    expect(readCurrencyOptions(view.currency.options).map((o) => [o.code, o.main])).toEqual([
      ['EUR', true],
      ['USD', true],
      ['GBP', false],
    ]);
    expect(view.currency.hrefBase).toBe('/rome-city-guide/?page=2&currency=');
    expect(view.footer).toMatchObject({
      partnershipClass: 'non-partnered',
      sensitive: true,
      notVenueWebsite: undefined,
      columns: [{ heading: 'Rome', links: [{ label: 'Guide', href: '/rome-city-guide/', current: true }] }],
      privacyHref: '/privacy-policy/',
      helpHref: '/help/',
      termsHref: '/terms-of-use/',
    });
  });

  it('marks English fallback text with its language on an Arabic page, and shows the minimal parts', () => {
    const view = chromeView(
      { header: data.header, footer: undefined, currencies: ['AED'] },
      {
        site,
        language: 'ar',
        currency: 'AED',
        url: new URL('http://colosseum.localhost/ar/'),
        t: createTranslator('ar'),
      },
    );
    expect(view.brand).toEqual({ name: 'تذاكر الكولوسيوم في روما', href: '/ar/' });
    expect(view.header.contentLanguage).toEqual({ lang: 'en', dir: 'ltr' });
    expect(view.currency.display).toBe('AED');
    expect(view.footer).toMatchObject({
      partnershipClass: undefined,
      sensitive: false,
      partnership: 'تذاكر الكولوسيوم في روما بائع تذاكر مستقل.',
      notVenueWebsite: 'هذا ليس الموقع الرسمي للمكان.',
      columns: [],
      contentLanguage: undefined,
      privacyHref: '/ar/privacy-policy/',
      helpHref: '/ar/help/',
      termsHref: '/ar/terms-of-use/',
    });
  });
});
