import type { Client } from '@prismicio/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogueClient, type CatalogueClient } from '../../../lib/catalogue/client';
import { openTestCatalogueClient } from '../../../lib/catalogue/testing/testCatalogueClient';
import { createTranslator } from '../../../lib/i18n/translator';
import type { Site } from '../../../lib/sites/site';
import { loadCruisesPage } from './cruisesPage';
import type { PageContext } from '../../../lib/request/pageContext';

const site: Site = {
  domain: 'paris-city-tickets.com',
  alias: 'paris',
  name: 'Paris City Tickets',
  tagline: '',
  themeColor: '#0f766e',
  languages: ['en', 'fr', 'ar'],
  cityCode: 'PARIS',
  localized: {},
  subdomainHosting: false,
  designV3: true,
};
const content = { get: vi.fn(async () => ({ results: [] })) } as unknown as Client;
const context = (catalogue: CatalogueClient, language: 'en' | 'ar' = 'en'): PageContext => ({
  site,
  language,
  locale: language === 'en' ? 'en-us' : 'ar-ae',
  currency: 'EUR',
  host: 'paris.localhost:4321',
  origin: 'http://paris.localhost:4321',
  content,
  catalogue,
  request: {},
  isBot: false,
  lazyOff: false,
  t: createTranslator(language),
});
const page = {
  uid: 'paris-city-tickets.com.seine-river-cruises',
  segments: ['seine-river-cruises'],
  data: {
    title: [{ type: 'heading1', text: 'Seine River Cruises in Paris', spans: [] }],
    tagged_city: 'PARIS',
    tagged_category: 18,
    tagged_page_type: 'landing-page',
  },
};
const url = (query = '') => new URL(`http://paris.localhost:4321/seine-river-cruises/${query}`);

describe('cruises landing pages', () => {
  let client: CatalogueClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ client, close } = await openTestCatalogueClient());
  }, 120_000);
  afterAll(() => close());

  it('sort the city’s cruises and cruise combos into the filters, with counts', async () => {
    const view = await loadCruisesPage(page, url(), context(client));
    expect(view.state).toBe('ok');
    expect(view.filter).toBe('all');
    const byTgid = new Map(view.cards.map((card) => [card.card.tgid, card]));
    expect(
      [10405, 10406, 10407, 10408, 10409, 10410, 10411, 10412, 10413, 10414, 10415].map(
        (tgid) => byTgid.get(tgid)?.kind,
      ),
    ).toEqual([
      'sightseeing',
      'sightseeing',
      'sightseeing',
      'dinner',
      'lunch',
      'combos',
      'sightseeing',
      'lunch',
      'dinner',
      'dinner',
      'combos',
    ]);
    // Combos of other attractions (no cruise) are not cruises.
    expect(view.cards.every((card) => card.kind !== 'combos' || /cruise/i.test(card.card.title))).toBe(true);
    const counts = Object.fromEntries(view.filters.map((filter) => [filter.filter, filter.count]));
    expect(counts['all']).toBe(view.cards.length);
    const kinds = ['sightseeing', 'lunch', 'dinner', 'combos'].map((kind) => counts[kind] ?? 0);
    expect(kinds.reduce((sum, count) => sum + count, 0)).toBe(counts['all']);
    expect(view.filters.map((filter) => [filter.label, filter.href, filter.active])).toEqual([
      ['All', '/seine-river-cruises/', true],
      ['Sightseeing', '/seine-river-cruises/?filter=sightseeing', false],
      ['Lunch', '/seine-river-cruises/?filter=lunch', false],
      ['Dinner', '/seine-river-cruises/?filter=dinner', false],
      ['Combos', '/seine-river-cruises/?filter=combos', false],
    ]);
    expect(view.cards.every((card) => card.shown)).toBe(true);
  });

  it('give each curated cruise its pier and duration, and lunch and dinner cruises their menu', async () => {
    const view = await loadCruisesPage(page, url('?filter=lunch'), context(client));
    const lunch = view.cards.find((card) => card.card.tgid === 10412);
    expect(lunch).toMatchObject({
      kind: 'lunch',
      kindLabel: 'Lunch cruise',
      shown: true,
      duration: '1 hr 45 min',
      pier: { id: 61001, name: 'Port de la Conférence (Pont de l’Alma)', anchor: 'pier-61001' },
      menu: {
        href: '/media/menus/10412.pdf',
        title: 'Menu: Bateaux-Mouches Seine Lunch Cruise',
        name: 'Bateaux-Mouches Seine Lunch Cruise',
      },
    });
    const sightseeing = view.cards.find((card) => card.card.tgid === 10405);
    expect(sightseeing?.shown).toBe(false);
    expect(sightseeing?.menu).toBeUndefined();
    expect(view.cards.filter((card) => card.shown).every((card) => card.kind === 'lunch')).toBe(true);
  });

  it('list the boarding points with address, transit, coordinates, map position and the cruises boarding there', async () => {
    const view = await loadCruisesPage(page, url(), context(client, 'ar'));
    expect(view.boarding.state).toBe('ok');
    expect(view.boarding.points.map((point) => point.id).sort()).toEqual([
      192, 61001, 61002, 61003, 61004, 61005,
    ]);
    const suffren = view.boarding.points.find((point) => point.id === 61002);
    expect(suffren).toMatchObject({
      anchor: 'pier-61002',
      name: 'ميناء سوفرين',
      address: 'Port de Suffren, 75007 Paris, France',
      transit: 'مترو بير حكيم (الخط 6) · قطار RER C محطة شان دو مارس – برج إيفل',
      latitude: 48.8577,
      longitude: 2.2898,
    });
    expect(suffren?.cruises.map((cruise) => cruise.tgid)).toEqual([10407]);
    const tournelle = view.boarding.points.find((point) => point.id === 61005);
    // West is left on the map: the Eiffel Tower piers lie left of Notre-Dame's.
    expect(suffren?.x).toBeLessThan(tournelle?.x ?? 0);
    expect(view.boarding.map.river).toHaveLength(2);
    expect(view.boarding.points.map((point) => point.number)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('explain a failed catalogue in their own sections and keep the page', async () => {
    const failing = createCatalogueClient({
      transport: async () => new Response('{}', { status: 503 }),
      timeoutMs: 1000,
      log: vi.fn(),
    });
    const view = await loadCruisesPage(page, url('?filter=dinner'), context(failing));
    expect(view.state).toBe('failed');
    expect(view.cards).toEqual([]);
    expect(view.boarding.state).toBe('empty');
    expect(view.base.title).toBe('Seine River Cruises in Paris');
  });
});
