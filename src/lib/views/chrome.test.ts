import type { Client } from '@prismicio/client';
import { describe, expect, it, vi } from 'vitest';
import { fixtureRepository } from '../../../tests/fixtures/contentFixtures';
import { createContentClient } from '../content/contentClient';
import type { Site } from '../sites/site';
import { createChromeLoader, listNavDocuments } from './chrome';
import { isShared } from '../cache/deepFreeze';
import { KNOWN_CURRENCIES } from './chromeCurrencies';
import { contentChangeTags } from '../cache/invalidation';

const site: Site = {
  domain: 'example-tickets.com',
  alias: 'example',
  name: 'Example Tickets',
  tagline: '',
  themeColor: '#123456',
  languages: ['en', 'ar', 'fr'],
  cityCode: 'ROME',
  subdomainHosting: false,
  designV3: true,
  localized: {},
};

/** A document as the repository stores it: its uid a Prismic UID (the site's domain with _ for .). */
const doc = (type: string, lang: string, data: unknown, uid = 'example-tickets_com') => ({
  id: `${type}-${lang}-${uid.length}`,
  uid,
  type,
  lang,
  data,
});
const footerData = (venue: string) => ({ partnership: 'partnered', sensitive: false, venue, links: [] });
const documents = [
  doc('common_header', 'en-us', { navigation: [{ label: 'Tours', path: '/guided-tours/' }] }),
  doc('common_header', 'ar-ae', { navigation: [{ label: 'الجولات', path: '/guided-tours/' }] }),
  // A malformed French header (refused by its model when the repository loads it): the page falls back
  // to the English one.
  doc('common_header', 'fr-fr', { navigation: 'Visites' }),
  doc('common_footer', 'en-us', footerData('the Colosseum')),
  doc('common_footer', 'fr-fr', footerData('le Colisée')),
  // Another site's documents never leak in.
  doc('common_header', 'ja-jp', { navigation: [] }, 'other-site_com'),
];

const currencyAnswer = {
  currencies: [
    { code: 'GBP', preferredOrder: 1 },
    { code: 'USD', preferredOrder: 2 },
  ],
};

function setup(options: { docs?: unknown[]; answer?: unknown; now?: () => number } = {}) {
  const repository = fixtureRepository(options.docs ?? documents);
  const content = createContentClient({ kind: 'local', repository: () => repository });
  const get = vi.spyOn(content, 'get');
  const getCurrencyList = vi.fn(async () => ('answer' in options ? options.answer : currencyAnswer) as never);
  const lines: string[] = [];
  const load = createChromeLoader({
    content,
    catalogue: { getCurrencyList },
    log: (line) => lines.push(line),
    ...(options.now ? { now: options.now } : {}),
  });
  return { load, get, getCurrencyList, lines };
}

describe('createChromeLoader', () => {
  it('loads the header and footer of the page language and the ordered currencies', async () => {
    const { load, getCurrencyList } = setup();
    const chrome = await load({ site, language: 'ar', request: { cookie: 'a=1', fault: 'x' } });
    expect(chrome.header).toEqual({
      language: 'ar',
      navigation: [{ kind: 'link', label: 'الجولات', href: '/ar/guided-tours/' }],
    });
    expect(chrome.currencies).toEqual(['USD', 'GBP']);
    expect(getCurrencyList).toHaveBeenCalledWith({ cookie: 'a=1', fault: 'x' });
  });

  it('falls back to English per document: missing (Arabic footer) or malformed (French header)', async () => {
    const { load, lines } = setup();
    const arabic = await load({ site, language: 'ar', request: {} });
    expect(arabic.footer).toMatchObject({ language: 'en', venue: 'the Colosseum' });
    const french = await load({ site, language: 'fr', request: {} });
    expect(french.header).toEqual({
      language: 'en',
      navigation: [{ kind: 'link', label: 'Tours', href: '/guided-tours/' }],
    });
    expect(french.footer).toMatchObject({ language: 'fr', venue: 'le Colisée' });
    expect(lines).toEqual([]);
    expect(fixtureRepository(documents).problems).toEqual([
      { file: 'fixtures/2.json', field: 'data.navigation', message: 'expected a Group (a list of rows)' },
    ]);
  });

  it('gives no header or footer (the minimal ones) when the site has none in the language or in English', async () => {
    const { load } = setup({ docs: documents.slice(2) });
    const chrome = await load({ site, language: 'ar', request: {} });
    expect(chrome.header).toBeUndefined();
    expect(chrome.footer).toMatchObject({ language: 'en' });
    const none = await load({ site: { ...site, domain: 'unknown-site.com' }, language: 'en', request: {} });
    expect(none).toMatchObject({ header: undefined, footer: undefined });
  });

  it('asks the content service once per site within the cache time, then refreshes behind', async () => {
    let now = 0;
    const { load, get } = setup({ now: () => now });
    await load({ site, language: 'en', request: {} });
    await load({ site, language: 'ar', request: {} });
    expect(get).toHaveBeenCalledTimes(2); // one query per type, every language at once
    now = 5000;
    await load({ site, language: 'en', request: {} });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(get).toHaveBeenCalledTimes(4);
  });

  it('drops exactly the site whose header or footer a publication touched', async () => {
    const { load, get } = setup();
    const other: Site = { ...site, domain: 'other-site.com', alias: 'other' };
    const change = { ids: [], types: [], uids: [], unknownIds: [], everything: false };
    const tagsOf = contentChangeTags;
    await load({ site, language: 'en', request: {} });
    await load({ site: other, language: 'en', request: {} });
    expect(get).toHaveBeenCalledTimes(4);
    // A page document of the site: the chrome stays cached.
    load.invalidate(tagsOf({ ...change, ids: ['microsite-x'], types: ['microsite'], uids: [site.domain] }));
    await load({ site, language: 'en', request: {} });
    expect(get).toHaveBeenCalledTimes(4);
    // The English header (by id): this site reloads, the other does not.
    load.invalidate(tagsOf({ ...change, ids: [`common_header-en-us-${site.domain.length}`] }));
    await load({ site, language: 'en', request: {} });
    await load({ site: other, language: 'en', request: {} });
    expect(get).toHaveBeenCalledTimes(6);
    // A new footer of the other site (by type and uid).
    load.invalidate(tagsOf({ ...change, ids: ['new'], types: ['common_footer'], uids: ['other-site.com'] }));
    await load({ site, language: 'en', request: {} });
    await load({ site: other, language: 'en', request: {} });
    expect(get).toHaveBeenCalledTimes(8);
  });

  it("completes the header from the site's pages of the header's language (issue 21 §4)", async () => {
    const title = (text: string) => [{ type: 'heading1', text, spans: [] }];
    const repository = fixtureRepository([
      ...documents,
      doc('microsite', 'en-us', { title: title('Guided tours') }, 'example-tickets_com_guided-tours'),
      doc('microsite', 'en-us', { title: title('Visitor guide') }, 'example-tickets_com_visitor-guide'),
      doc('microsite', 'ar-ae', { title: title('دليل الزائر') }, 'example-tickets_com_visitor-guide'),
      doc('microsite', 'en-us', { title: title('Elsewhere') }, 'other-site.com.elsewhere'),
    ]);
    const content = createContentClient({ kind: 'local', repository: () => repository });
    const load = createChromeLoader({
      content,
      catalogue: { getCurrencyList: async () => currencyAnswer as never },
      navDocuments: listNavDocuments,
      log: () => undefined,
    });
    expect((await load({ site, language: 'en', request: {} })).header?.navigation).toEqual([
      { kind: 'link', label: 'Tours', href: '/guided-tours/' },
      { kind: 'link', label: 'Visitor guide', href: '/visitor-guide/' },
    ]);
    expect((await load({ site, language: 'ar', request: {} })).header?.navigation).toEqual([
      { kind: 'link', label: 'الجولات', href: '/ar/guided-tours/' },
      { kind: 'link', label: 'دليل الزائر', href: '/ar/visitor-guide/' },
    ]);
    // Made once per header and page list, and kept shared: the navigation's fragment key is digested once.
    const first = (await load({ site, language: 'en', request: {} })).header;
    const again = (await load({ site, language: 'en', request: {} })).header;
    expect(again).toBe(first);
    expect(isShared(first)).toBe(true);
    load.invalidate(['type:microsite']);
    const relisted = (await load({ site, language: 'en', request: {} })).header;
    expect(relisted).not.toBe(first);
    expect(relisted).toEqual(first);
  });

  it('degrades to the minimal header and footer when the content service fails, and logs it', async () => {
    const content = { get: vi.fn().mockRejectedValue(new Error('content down')) } as unknown as Client;
    const lines: string[] = [];
    const load = createChromeLoader({
      content,
      catalogue: { getCurrencyList: async () => currencyAnswer as never },
      log: (line) => lines.push(line),
    });
    const chrome = await load({ site, language: 'en', request: {} });
    expect(chrome).toEqual({ header: undefined, footer: undefined, currencies: ['USD', 'GBP'] });
    expect(lines).toEqual([
      '[chrome] header and footer of example-tickets.com unavailable, minimal ones shown: Error: content down',
    ]);
  });

  it('offers every known currency when the catalogue fails or answers nonsense', async () => {
    expect(
      (await setup({ answer: undefined }).load({ site, language: 'en', request: {} })).currencies,
    ).toEqual(KNOWN_CURRENCIES);
    expect(
      (await setup({ answer: { nope: 1 } }).load({ site, language: 'en', request: {} })).currencies,
    ).toEqual(KNOWN_CURRENCIES);
    const throwing = createChromeLoader({
      content: createContentClient({ kind: 'local', repository: () => fixtureRepository(documents) }),
      catalogue: { getCurrencyList: () => Promise.reject(new Error('down')) },
      log: () => undefined,
    });
    expect((await throwing({ site, language: 'en', request: {} })).currencies).toEqual(KNOWN_CURRENCIES);
  });
});
