import type { Client } from '@prismicio/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogueClient, type CatalogueClient } from '../../../lib/catalogue/client';
import { openTestCatalogueClient } from '../../../lib/catalogue/testing/testCatalogueClient';
import { createTranslator } from '../../../lib/i18n/translator';
import type { Site } from '../../../lib/sites/site';
import type { PageContext } from '../../../lib/request/pageContext';
import { loadSeatingPlanPage } from './seatingPlanPage';
import { loadVenuePage } from './venuePage';

const site: Site = {
  domain: 'london-theatre-tickets.com',
  alias: 'london-theatre',
  name: 'London Theatre Tickets',
  tagline: '',
  themeColor: '#b91c1c',
  languages: ['en', 'ar'],
  cityCode: 'LONDON',
  localized: {},
  subdomainHosting: false,
  designV3: true,
};

/** Content answers by the filter they carry: the show page of The Lion King, the seating plan, a venue page. */
const content = {
  get: vi.fn(async (params: { filters?: string[] }) => {
    const filters = (params.filters ?? []).join(' ');
    if (filters.includes('my.showpage.tgid'))
      return { results: [{ uid: 'london-theatre-tickets.com.the-lion-king', data: { tgid: 10001 } }] };
    if (filters.includes('document.tags'))
      return { results: [{ uid: 'london-theatre-tickets.com.lyceum-theatre-seating-plan', data: {} }] };
    if (filters.includes('my.venue_page.poi_id'))
      return { results: [{ uid: 'london-theatre-tickets.com.novello-theatre', data: { poi_id: 60006 } }] };
    return { results: [] };
  }),
  getByUID: vi.fn(async () => {
    throw new Error('not asked');
  }),
} as unknown as Client;

function context(catalogue: CatalogueClient, language: 'en' | 'ar' = 'en'): PageContext {
  return {
    site,
    language,
    locale: language === 'en' ? 'en-us' : 'ar-ae',
    currency: 'GBP',
    host: 'london-theatre.localhost:4321',
    origin: 'http://london-theatre.localhost:4321',
    content,
    catalogue,
    request: {},
    isBot: false,
    lazyOff: false,
    t: createTranslator(language),
  };
}

const lyceum = {
  uid: 'london-theatre-tickets.com.lyceum-theatre',
  segments: ['lyceum-theatre'],
  data: {
    title: [{ type: 'heading1', text: 'Lyceum Theatre', spans: [] }],
    poi_id: 60001,
    tagged_collection: 167,
    productions: [
      { name: 'The Lion King', tgid: 10001, opening_date: '1999-10-19' },
      { name: 'Oklahoma!', opening_date: '1999-01-26', closing_date: '1999-06-26' },
      { name: 'Jesus Christ Superstar', opening_date: '1996-11-19', closing_date: '1998-04-18' },
      { name: 'The Lion King returns', opening_date: '2026-11-26', reopening: true },
    ],
  },
};
const now = new Date('2026-11-24T12:00:00Z');

describe('venue pages', () => {
  let client: CatalogueClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // The catalogue's clock is the page's: slots past the cut-off of `now` are left out.
    ({ client, close } = await openTestCatalogueClient('pglite', { now: () => now }));
  }, 120_000);
  afterAll(() => close());

  it('show the theatre, its seat map, a week of performances, productions by phase and nearby theatres', async () => {
    const view = await loadVenuePage(lyceum, context(client), now);
    expect(view.venue).toMatchObject({ name: 'Lyceum Theatre', opened: 1834, capacityText: '2,100' });
    expect(view.seatMap?.sections.map((s) => [s.name, s.seatsText, s.tier])).toEqual([
      ['Stalls', '1,073', 3],
      ['Royal Circle', '630', 2],
      ['Grand Circle', '397', 1],
    ]);
    expect(view.seatMap?.sections[2]?.label).toBe('Grand Circle: 397 seats, £45 – £49.50');
    expect(view.seatingPlanHref).toBe('/lyceum-theatre-seating-plan/');
    expect(view.whatsOn.state).toBe('ok');
    expect(view.whatsOn.days.map((day) => day.date)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(view.whatsOn.days[0]?.label).toBe('Tuesday, November 24, 2026');
    const performances = view.whatsOn.days.flatMap((day) => day.shows);
    expect(performances.length).toBeGreaterThan(3);
    expect(performances[0]).toMatchObject({
      name: 'The Lion King',
      href: 'http://london-theatre.localhost:4321/the-lion-king/',
    });
    expect(performances[0]?.from).toMatch(/^from £\d/);
    expect(view.nowPlaying.cards.map((card) => card.card.title)).toEqual(['The Lion King']);
    expect(view.nowPlaying.productions.map((p) => [p.name, p.run])).toEqual([
      ['The Lion King', 'Since Oct 19, 1999'],
    ]);
    expect(view.upcoming).toEqual([
      {
        name: 'The Lion King returns',
        state: 'reopening',
        openingLabel: 'Reopening on Nov 26, 2026',
        run: '',
        href: undefined,
      },
    ]);
    expect(view.past.map((p) => [p.name, p.state, p.run])).toEqual([
      ['Oklahoma!', 'closed', 'Jan 26, 1999 – Jun 26, 1999'],
      ['Jesus Christ Superstar', 'closed', 'Nov 19, 1996 – Apr 18, 1998'],
    ]);
    expect(view.nearby.map((place) => place.name)).toHaveLength(4);
    expect(view.nearby[0]).toMatchObject({ distance: expect.stringMatching(/^0\.\d km away$/) });
    expect(view.nearby.find((place) => place.id === 60006)?.href).toBe('/novello-theatre/');
    expect(view.venue?.hours.length).toBeGreaterThan(0);
  });

  it('are worded in the page language', async () => {
    const view = await loadVenuePage(lyceum, context(client, 'ar'), now);
    expect(view.seatingPlanHref).toBe('/ar/lyceum-theatre-seating-plan/');
    expect(view.past[0]?.state).toBe('closed');
    expect(view.whatsOn.days[0]?.label).not.toContain('Tuesday');
  });

  it('keep the document’s productions when the catalogue cannot answer', async () => {
    const failing = createCatalogueClient({
      transport: async () => new Response('{}', { status: 503 }),
      timeoutMs: 1000,
      log: vi.fn(),
    });
    const view = await loadVenuePage(lyceum, context(failing), now);
    expect(view.venue).toBeUndefined();
    expect(view.seatMap).toBeUndefined();
    expect(view.whatsOn).toMatchObject({ state: 'empty', days: [] });
    expect(view.nowPlaying.state).toBe('failed');
    expect(view.nowPlaying.productions.map((p) => p.name)).toEqual(['The Lion King']);
    expect(view.past).toHaveLength(2);
    expect(view.nearby).toEqual([]);
  });

  it('give a seating-plan page its venue, seat map and shows to book', async () => {
    const page = {
      uid: 'london-theatre-tickets.com.lyceum-theatre-seating-plan',
      segments: ['lyceum-theatre-seating-plan'],
      data: {},
    };
    const view = await loadSeatingPlanPage(page, 60001, true, context(client));
    expect(view).toMatchObject({ venueName: 'Lyceum Theatre', experiment: true });
    expect(view.seatMap?.sections).toHaveLength(3);
    expect(view.shows).toEqual([
      { tgid: 10001, name: 'The Lion King', href: 'http://london-theatre.localhost:4321/the-lion-king/' },
    ]);
  });
});
