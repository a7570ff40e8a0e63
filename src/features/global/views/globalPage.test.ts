import type { Client } from '@prismicio/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueClient } from '../../../lib/catalogue/client';
import { openTestCatalogueClient } from '../../../lib/catalogue/testing/testCatalogueClient';
import { createTranslator } from '../../../lib/i18n/translator';
import type { Site } from '../../../lib/sites/site';
import type { PageContext } from '../../../lib/request/pageContext';
import { loadGlobalPage, type GlobalPageView } from './globalPage';

const domain = 'tickets-tours-worldwide.com';
const site: Site = {
  domain,
  alias: 'global',
  name: 'Tickets & Tours Worldwide',
  tagline: '',
  themeColor: '#1d4ed8',
  languages: ['en', 'ar'],
  cityCode: undefined,
  localized: {},
  subdomainHosting: false,
  designV3: true,
  global: true,
};
const paris: Site = {
  ...site,
  domain: 'paris-city-tickets.com',
  alias: 'paris',
  name: 'Paris City Tickets',
  cityCode: 'PARIS',
  global: false,
};
const title = (text: string) => [{ type: 'heading1', text, spans: [] }];
const doc = (type: string, segments: string[], data: Record<string, unknown>) => ({
  id: segments.join('-') || 'home',
  uid: [domain, ...segments].join('.'),
  type,
  lang: 'en-us',
  tags: [],
  alternate_languages: [],
  data: { title: title(String(data['name'] ?? 'Home')), ...data },
});
const documents = [
  doc('global_homepage', [], { featured_cities: 'PARIS', top_collections: '190, 176' }),
  doc('global_country', ['italy'], { country_code: 'IT', name: 'Italy' }),
  doc('global_country', ['france'], { country_code: 'FR', name: 'France' }),
  doc('global_city', ['italy', 'rome'], { city_code: 'ROME', name: 'Rome' }),
  doc('global_city', ['france', 'paris'], { city_code: 'PARIS', name: 'Paris' }),
  doc('global_collection', ['italy', 'rome', 'colosseum'], { collection_id: 176, name: 'Colosseum' }),
  doc('global_experience', ['france', 'paris', 'eiffel-tower-summit-access-tickets'], {
    tgid: 10401,
    name: 'Eiffel Tower Summit',
  }),
  doc('global_experience', ['italy', 'rome', 'colosseum-priority-tickets'], {
    tgid: 10201,
    name: 'Colosseum Priority Tickets',
  }),
];
const contentOk = {
  dangerouslyGetAll: vi.fn(async () => documents),
  get: vi.fn(async () => ({ results: [] })),
} as unknown as Client;
const contentDown = {
  dangerouslyGetAll: vi.fn(async () => Promise.reject(new Error('content down'))),
  get: vi.fn(async () => ({ results: [] })),
} as unknown as Client;

const context = (catalogue: CatalogueClient, more: Partial<PageContext> = {}): PageContext => ({
  site,
  language: 'en',
  locale: 'en-us',
  currency: 'EUR',
  host: 'global.localhost:4406',
  origin: 'http://global.localhost:4406',
  content: contentOk,
  catalogue,
  request: {},
  isBot: false,
  lazyOff: false,
  t: createTranslator('en'),
  ...more,
});
const deps = { sites: async () => [site, paris], localSuffix: 'localhost', now: new Date() };
const pageOf = (index: number) => {
  const document = documents[index];
  if (!document) throw new Error('no such document');
  const segments = document.uid === domain ? [] : document.uid.slice(domain.length + 1).split('.');
  return { type: document.type, page: { uid: document.uid, segments, data: document.data } };
};
const load = (index: number, ctx: PageContext, data: Record<string, unknown> = {}) => {
  const { type, page } = pageOf(index);
  return loadGlobalPage(type, { ...page, data: { ...page.data, ...data } }, ctx, deps);
};
const as = <K extends GlobalPageView['page']>(view: GlobalPageView, page: K) => {
  if (view.page !== page) throw new Error(`expected a ${page} page, got ${view.page}`);
  return view as Extract<GlobalPageView, { page: K }>;
};

describe('global pages', () => {
  let client: CatalogueClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ client, close } = await openTestCatalogueClient());
  }, 120_000);
  afterAll(() => close());

  it('home: featured destinations first with counts and "from" prices, the editor’s collections, experiences and countries', async () => {
    const view = as(await load(0, context(client)), 'home');
    expect(view.notFound).toBe(false);
    expect(view.destinations.items.map((tile) => [tile.code, tile.href])).toEqual([
      ['PARIS', '/france/paris/'],
      ['ROME', '/italy/rome/'],
    ]);
    for (const tile of view.destinations.items) {
      expect(tile.productCount).toBeGreaterThan(0);
      expect(tile.fromText).toMatch(/^€\d/);
    }
    expect(view.collections.items.map((tile) => [tile.id, tile.href])).toEqual([
      [190, undefined],
      [176, '/italy/rome/colosseum/'],
    ]);
    expect(view.experiences.cards.map((card) => card.card.link)).toEqual([
      {
        kind: 'showPage',
        href: 'http://global.localhost:4406/france/paris/eiffel-tower-summit-access-tickets/',
      },
      { kind: 'showPage', href: 'http://global.localhost:4406/italy/rome/colosseum-priority-tickets/' },
    ]);
    expect(view.countries.items.map((tile) => [tile.code, tile.href, tile.cityCount])).toEqual(
      expect.arrayContaining([
        ['IT', '/italy/', 1],
        ['FR', '/france/', 1],
      ]),
    );
    expect(view.base.breadcrumbs).toEqual([
      { name: 'Home', url: 'http://global.localhost:4406/', current: true },
    ]);
  });

  it('country: its cities with pages and the experiences in it, breadcrumbs Home › Country', async () => {
    const view = as(await load(1, context(client)), 'country');
    expect(view.country).toEqual({ code: 'IT', name: 'Italy' });
    expect(view.cities.items.map((tile) => tile.code)).toEqual(['ROME']);
    expect(view.experiences.cards[0]?.card.tgid).toBe(10201);
    expect(view.experiences.cards.length).toBeGreaterThan(1);
    expect(view.experiences.cards.every((card) => card.card.tgid !== 10401)).toBe(true);
    expect(view.base.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Italy']);
  });

  it('country and city: an unknown code is a 404', async () => {
    expect((await load(1, context(client), { country_code: 'ZZ' })).notFound).toBe(true);
    expect((await load(1, context(client), { country_code: '' })).notFound).toBe(true);
    expect((await load(3, context(client), { city_code: 'ATLANTIS' })).notFound).toBe(true);
  });

  it('city: collections with pages first, experiences of the city, the city’s own microsites', async () => {
    const view = as(
      await load(4, context(client, { language: 'ar', locale: 'ar-ae', t: createTranslator('ar') })),
      'city',
    );
    expect(view.notFound).toBe(false);
    expect(view.city?.country).toBe('فرنسا');
    expect(view.collections.items.length).toBeGreaterThan(0);
    expect(view.experiences.cards[0]?.card.link).toEqual({
      kind: 'showPage',
      href: 'http://global.localhost:4406/ar/france/paris/eiffel-tower-summit-access-tickets/',
    });
    expect(view.microsites).toEqual([
      { name: 'Paris City Tickets', href: 'http://paris.localhost:4406/ar/', language: 'ar' },
    ]);
    expect(view.base.breadcrumbs.map((crumb) => crumb.url)).toEqual([
      'http://global.localhost:4406/ar/',
      'http://global.localhost:4406/ar/france/',
      'http://global.localhost:4406/ar/france/paris/',
    ]);
  });

  it('collection: the collection’s summary and products; an unknown id is a 404', async () => {
    const view = as(await load(5, context(client)), 'collection');
    expect(view.collection?.id).toBe(176);
    expect(view.collection?.fromText).toMatch(/^€\d/);
    expect(view.products.state).toBe('ok');
    expect(view.products.cards.find((card) => card.card.tgid === 10201)?.card.link.kind).toBe('showPage');
    expect(view.products.cards.find((card) => card.card.tgid === 10202)?.card.link.kind).toBe('booking');
    expect(view.base.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Italy', 'Rome', 'Colosseum']);
    expect((await load(5, context(client), { collection_id: 999_999 })).notFound).toBe(true);
  });

  it('experience: the product summary with a booking link and a next date; an unknown tgid is a 404', async () => {
    const view = as(await load(7, context(client)), 'experience');
    expect(view.notFound).toBe(false);
    expect(view.product?.name).toBe('Colosseum, Roman Forum & Palatine Hill Priority Tickets');
    expect(view.product?.bookingHref).toMatch(/^http:\/\/book\.global\.localhost:4406\/book\/10201\//);
    expect(view.product?.nextDate?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(view.product?.card.price).toBeGreaterThan(0);
    expect(view.collection).toEqual({ name: 'Colosseum', href: '/italy/rome/colosseum/' });
    expect((await load(7, context(client), { tgid: 999_999 })).notFound).toBe(true);
  });

  it('a failing catalogue degrades the sections, never a 404', async () => {
    const failing = context(client, { request: { fault: '*' } });
    const city = as(await load(3, failing), 'city');
    expect(city.notFound).toBe(false);
    expect(city.collections.state).toBe('failed');
    expect(city.experiences.state).toBe('failed');
    const experience = as(await load(7, failing), 'experience');
    expect([experience.notFound, experience.product]).toEqual([false, undefined]);
    const home = as(await load(0, failing), 'home');
    expect([home.notFound, home.destinations.state, home.collections.state]).toEqual([
      false,
      'failed',
      'failed',
    ]);
  });

  it('a failing content index leaves links out but keeps the page', async () => {
    const view = as(await load(3, context(client, { content: contentDown })), 'city');
    expect(view.notFound).toBe(false);
    expect(view.experiences.cards.every((card) => card.card.link.kind === 'booking')).toBe(true);
    expect(view.base.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Rome']);
  });
});
