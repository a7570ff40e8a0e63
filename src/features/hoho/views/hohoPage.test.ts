import type { Client } from '@prismicio/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogueClient, type CatalogueClient } from '../../../lib/catalogue/client';
import { openTestCatalogueClient } from '../../../lib/catalogue/testing/testCatalogueClient';
import { createTranslator } from '../../../lib/i18n/translator';
import { CONTROL_VARIANTS } from '../../../lib/rules/experiments/visitorExperiments';
import type { Site } from '../../../lib/sites/site';
import { parseHohoRoute } from './hohoRouteDocument';
import { hohoFaqs, hohoRouteViews, loadHohoPage } from './hohoPage';
import { isShared, keepShared } from '../../../lib/cache/deepFreeze';
import type { PageContext } from '../../../lib/request/pageContext';

const site: Site = {
  domain: 'london-hop-on-hop-off-tours.com',
  alias: 'london-bus',
  name: 'London Hop-On Hop-Off Tours',
  tagline: '',
  themeColor: '#15803d',
  languages: ['en', 'ar'],
  cityCode: 'LONDON',
  localized: {},
  subdomainHosting: false,
  designV3: true,
};
const stop = (
  name: string,
  lat: number | string,
  lng: number | string,
  extra: Record<string, unknown> = {},
) => ({
  name,
  lat,
  lng,
  ...extra,
});
const red = {
  uid: 'big-bus-london-red-route',
  data: {
    city: 'LONDON',
    position: 1,
    name: 'Red Route',
    operator: 'Big Bus Tours',
    colour: '#C8102E',
    frequency_minutes: 15,
    first_bus: '08:30',
    last_bus: '17:00',
    loop_duration_minutes: 135,
    commentary_languages: 'en',
    live_guide: true,
    tgids: '10501, 10504',
    stops: [
      stop('Marble Arch', 51.5131, -0.1589, { attractions: 'Hyde Park, Oxford Street', note: 'Park Lane' }),
      stop('Trafalgar Square', 51.508, -0.1281),
      stop('Nowhere', 123, 0),
      stop('Tower of London', '51.5081', '-0.0759'),
      stop('Marble Arch', 51.5131, -0.1589),
    ],
  },
};
const tootbus = {
  uid: 'tootbus-london-must-see-route',
  data: {
    city: 'LONDON',
    position: 2,
    name: 'Must-See Route',
    operator: 'Tootbus',
    colour: 'green',
    commentary_languages: ['en', 'fr'],
    tgids: '10502',
    stops: [stop('Victoria', 51.4965, -0.1447), stop('Marble Arch', 51.5131, -0.1589)],
  },
};
const broken = { uid: 'broken', data: { name: 'No operator', stops: [] } };

const content = (routes: unknown[]) =>
  ({
    get: vi.fn(async (params: { filters?: string[]; lang?: string }) => ({
      results:
        (params.filters ?? []).some((filter) => filter.includes('hoho_routes')) && params.lang === 'en-us'
          ? routes
          : [],
    })),
  }) as unknown as Client;

const context = (
  catalogue: CatalogueClient,
  language: 'en' | 'ar' = 'en',
  routes: unknown[] = [tootbus, red, broken],
): PageContext => ({
  site,
  language,
  locale: language === 'en' ? 'en-us' : 'ar-ae',
  currency: 'GBP',
  host: 'london-bus.localhost:4321',
  origin: 'http://london-bus.localhost:4321',
  content: content(routes),
  catalogue,
  request: {},
  isBot: false,
  lazyOff: false,
  t: createTranslator(language),
  experiments: { ...CONTROL_VARIANTS, 'hoho-mobile-revamp': 'treatment' },
});
const page = {
  uid: 'london-hop-on-hop-off-tours.com',
  segments: [],
  data: {
    title: [{ type: 'heading1', text: 'London Hop-On Hop-Off Bus Tours', spans: [] }],
    tagged_city: 'LONDON',
    tagged_sub_category: 1011,
    faqs: [
      { question: 'Can I get off anywhere?', answer: 'At any stop of your routes.' },
      { question: '', answer: 'Missing question' },
    ],
  },
};

describe('hop-on hop-off route documents', () => {
  it('skip bad stops and routes with a warning, and fall back to a palette colour', () => {
    const log = vi.fn();
    const route = parseHohoRoute(red, 0, log);
    expect(route?.stops.map((s) => s.name)).toEqual([
      'Marble Arch',
      'Trafalgar Square',
      'Tower of London',
      'Marble Arch',
    ]);
    expect(route).toMatchObject({
      colour: '#c8102e',
      liveGuide: true,
      tgids: [10501, 10504],
      frequencyMinutes: 15,
    });
    expect(route?.stops[0]).toMatchObject({ attractions: ['Hyde Park', 'Oxford Street'], note: 'Park Lane' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('stop 3 of route big-bus-london-red-route'));
    expect(parseHohoRoute(tootbus, 1, log)?.colour).toBe('#1d4ed8');
    expect(parseHohoRoute(broken, 2, log)).toBeUndefined();
    expect(
      parseHohoRoute({ uid: 'x', data: { ...tootbus.data, stops: [stop('Victoria', 51.5, -0.1)] } }, 0, log),
    ).toBeUndefined();
  });

  it('number stops, close loops on the map and merge shared stops into one marker', () => {
    const routes = [red, tootbus].flatMap(
      (document, index) => parseHohoRoute(document, index, vi.fn()) ?? [],
    );
    const { items, map } = hohoRouteViews(routes, { language: 'en', t: createTranslator('en') });
    const [first] = items;
    expect(first?.stops.map((s) => `${s.number} ${s.name} #${s.anchor}`)).toEqual([
      '1 Marble Arch #stop-big-bus-london-red-route-1',
      '2 Trafalgar Square #stop-big-bus-london-red-route-2',
      '3 Tower of London #stop-big-bus-london-red-route-3',
    ]);
    expect(first?.loopBack).toBe('The bus then returns to Marble Arch.');
    expect(first?.points.split(' ')).toHaveLength(4);
    expect(first?.timing.hours).toBe('First bus 8:30 AM · last bus 5:00 PM');
    expect(first?.commentary).toBe('Commentary: English');
    expect(items[1]?.commentary).toBe('Commentary: English and French');
    const marble = map?.markers.find((marker) => marker.name === 'Marble Arch');
    expect(marble).toMatchObject({
      label: 'Marble Arch: Red Route, stop 1 and Must-See Route, stop 2',
      href: '#stop-big-bus-london-red-route-1',
      colours: ['#c8102e', '#1d4ed8'],
    });
    expect(map?.markers).toHaveLength(4);
  });

  it('keep only complete questions', () => {
    const log = vi.fn();
    expect(hohoFaqs(page.data.faqs, log)).toEqual([
      {
        question: 'Can I get off anywhere?',
        answer: [{ type: 'paragraph', text: 'At any stop of your routes.', spans: [] }],
      },
    ]);
    expect(log).toHaveBeenCalledOnce();
  });

  it('parses the questions of a kept document once and keeps them with it (their rich text is then made once)', () => {
    const log = vi.fn();
    const kept = keepShared(structuredClone(page.data.faqs));
    const first = hohoFaqs(kept, log);
    expect(hohoFaqs(kept, log)).toBe(first);
    expect(isShared(first[0]?.answer)).toBe(true);
    expect(log).toHaveBeenCalledOnce();
    // A document of one render only (a preview) is parsed afresh and not marked kept.
    const own = structuredClone(page.data.faqs);
    expect(hohoFaqs(own, log)).not.toBe(hohoFaqs(own, log));
    expect(isShared(hohoFaqs(own, log)[0]?.answer)).toBe(false);
  });
});

describe('hop-on hop-off pages', () => {
  let client: CatalogueClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ client, close } = await openTestCatalogueClient());
  }, 120_000);
  afterAll(() => close());

  it('show the routes in order, the operators’ tickets of sub-category 1011 and their comparison', async () => {
    const view = await loadHohoPage(page, context(client));
    expect(view.variant).toBe('treatment');
    expect(view.routes.state).toBe('ok');
    expect(view.routes.items.map((route) => route.name)).toEqual(['Red Route', 'Must-See Route']);
    const tgids = view.products.cards.map((card) => card.card.tgid);
    expect(tgids).toEqual(expect.arrayContaining([10501, 10502, 10503]));
    expect(tgids).not.toContain(10504);
    const bigBus = view.comparison.find((row) => row.tgid === 10501);
    expect(bigBus).toMatchObject({
      routes: ['Red Route'],
      validity: '24 hr, 48 hr, or 72 hr',
      liveGuide: true,
      audioGuide: true,
    });
    expect(bigBus?.priceFrom).toMatch(/^£\d/);
    expect(view.comparison.find((row) => row.tgid === 10502)?.routes).toEqual(['Must-See Route']);
    expect(view.faqs).toHaveLength(1);
  });

  it('fall back to English routes in a language without its own, and say so', async () => {
    const view = await loadHohoPage(page, context(client, 'ar'));
    expect(view.routes.lang).toBe('en');
    expect(view.routes.items[0]?.timing.hours).toBe('أول حافلة 08:30 · آخر حافلة 17:00');
  });

  it('keep the page when routes or products cannot load', async () => {
    const failing = createCatalogueClient({
      transport: async () => new Response('{}', { status: 503 }),
      timeoutMs: 1000,
      log: vi.fn(),
    });
    const { experiments, ...withoutExperiments } = context(failing, 'en', []);
    expect(experiments?.['hoho-mobile-revamp']).toBe('treatment');
    const view = await loadHohoPage(page, withoutExperiments);
    expect(view.variant).toBe('control');
    expect(view.products).toEqual({ state: 'failed', cards: [] });
    expect(view.routes).toEqual({ state: 'empty', items: [], lang: undefined });
    expect(view.map).toBeUndefined();
    expect(view.base.title).toBe('London Hop-On Hop-Off Bus Tours');
  });
});
