import type { Client } from '@prismicio/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogueAnswerer } from '@storefront/catalogue';
import { createCatalogueClient, type CatalogueClient } from '../../../lib/catalogue/client';
import { inProcessTransport } from '../../../lib/catalogue/client/transport';
import { openTestCatalogue } from '@storefront/catalogue/testing';
import { createTranslator } from '../../../lib/i18n/translator';
import type { Site } from '../../../lib/sites/site';
import { loadContentGuidePage } from './contentPage';
import { contentDocument } from './contentDocument';
import type { PageContext } from '../../../lib/request/pageContext';
import { captureLogs } from '../../../lib/log/captureLogs';

const site: Site = {
  domain: 'colosseum-rome-tickets.com',
  alias: 'colosseum',
  name: 'Colosseum Rome Tickets',
  tagline: '',
  themeColor: '#b45309',
  languages: ['en', 'it', 'ar'],
  cityCode: 'ROME',
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
  host: 'colosseum.localhost:4321',
  origin: 'http://colosseum.localhost:4321',
  content,
  catalogue,
  request: {},
  isBot: false,
  lazyOff: false,
  t: createTranslator(language),
});
const paragraph = (text: string) => [{ type: 'paragraph', text, spans: [] }];
const page = (data: Record<string, unknown>) => ({
  uid: 'colosseum-rome-tickets.com.visitor-guide',
  segments: ['visitor-guide'],
  data: { title: [{ type: 'heading1', text: 'Colosseum guide', spans: [] }], ...data },
});
const url = new URL('http://colosseum.localhost:4321/visitor-guide/');
// A Wednesday in winter: the Colosseum closes at 16:30.
const now = new Date('2026-11-25T10:00:00Z');

describe('content page documents', () => {
  it('read ids from numbers or numeric text and drop malformed fields and rows', () => {
    const logs = captureLogs();
    const doc = contentDocument(
      {
        poi_id: '176',
        tagged_collection: 176,
        itinerary_tgid: 'ten',
        about: paragraph('The amphitheatre.'),
        plan_your_visit: [],
        getting_there: [
          { mode: 'metro', text: 'Line B to Colosseo' },
          { mode: 'boat', text: 'No' },
          { mode: 'bus', text: ' ' },
        ],
        visit_duration_minutes: 3000,
        accessibility: ' Lift to the first tier ',
        ticket_limit: 3,
      },
      'x',
    );
    expect(doc).toEqual({
      poiId: 176,
      collectionId: 176,
      itineraryTgid: undefined,
      about: paragraph('The amphitheatre.'),
      planYourVisit: undefined,
      gettingThere: [{ mode: 'metro', text: 'Line B to Colosseo' }],
      visitMinutes: undefined,
      accessibility: 'Lift to the first tier',
      ticketLimit: 3,
    });
    expect(logs.at('warn')).toHaveLength(2);
    expect(contentDocument({}, 'x').ticketLimit).toBe(6);
    logs.restore();
  });
});

describe('content pages', () => {
  let client: CatalogueClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const catalogue = await openTestCatalogue('pglite', { today: '2026-11-25', now: () => now });
    close = catalogue.close;
    client = createCatalogueClient({
      transport: inProcessTransport(createCatalogueAnswerer(async () => catalogue.ctx)),
      timeoutMs: 10_000,
      log: vi.fn(),
    });
  }, 120_000);
  afterAll(() => close());

  const full = page({
    poi_id: 176,
    tagged_collection: 176,
    itinerary_tgid: 10202,
    about: paragraph('The amphitheatre.'),
    getting_there: [{ mode: 'metro', text: 'Line B to Colosseo' }],
    accessibility: 'Lift to the first tier',
  });

  it('load the venue with the hours in force today, in the page’s clock', async () => {
    const view = await loadContentGuidePage(full, url, context(client), now);
    expect(view.venue?.state).toBe('ok');
    if (view.venue?.state !== 'ok') return;
    expect(view.venue.view).toMatchObject({ name: 'Colosseum', latitude: 41.8902, longitude: 12.4922 });
    expect(view.venue.view.todayRow).toMatchObject({
      day: 'Wednesday',
      hours: '8:30 AM – 4:30 PM',
      lastEntry: '3:30 PM',
    });
    expect(view.venue.view.week).toHaveLength(7);
    const ar = await loadContentGuidePage(full, url, context(client, 'ar'), now);
    expect(ar.venue?.state === 'ok' && ar.venue.view.todayRow?.hours).toBe('من 08:30 إلى 16:30');
    expect(ar.venue?.state === 'ok' && ar.venue.view.name).toBe('الكولوسيوم');
  });

  it('load the tickets, reviews, itinerary and quick information', async () => {
    const view = await loadContentGuidePage(full, url, context(client), now);
    expect(view.tickets?.state).toBe('ok');
    expect(view.tickets?.cards.map((card) => card.card.tgid)).toEqual(expect.arrayContaining([10201, 10202]));
    expect(view.reviews?.source).toEqual({ kind: 'collection', id: 176 });
    expect(view.itinerary?.stops.map((stop) => [stop.name, stop.duration])).toEqual([
      ['Arch of Constantine', undefined],
      ['Colosseum', '75 min'],
      ['Roman Forum', '50 min'],
      ['Palatine Hill', '45 min'],
      ['Arch of Titus', undefined],
    ]);
    expect(view.itinerary?.stops[2]?.fromPrevious).toBe('0.6 km north-west of the previous stop');
    expect(view.itinerary?.mapped).toBe(5);
    expect(view.itinerary?.route).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+){4}$/);
    expect(view.quickInfo).toEqual([
      { term: 'Time to allow', value: '2 hr 50 min' },
      { term: 'Opening hours today', value: '8:30 AM – 4:30 PM' },
      { term: 'Last entry', value: '3:30 PM' },
      { term: 'Address', value: 'Piazza del Colosseo, 1, 00184 Roma RM, Italy' },
      { term: 'Accessibility', value: 'Lift to the first tier' },
    ]);
    expect(view.plan?.gettingThere).toEqual([{ mode: 'metro', label: 'Metro', text: 'Line B to Colosseo' }]);
  });

  it('compute crowd levels for every weekday and a season for every month', async () => {
    const view = await loadContentGuidePage(full, url, context(client), now);
    expect(view.crowds?.state).toBe('ok');
    expect(view.crowds?.rows.map((row) => row.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    for (const row of view.crowds?.rows ?? []) {
      expect(['PLEASANT', 'CROWDED', 'VERY_CROWDED']).toContain(row.level);
      expect(row.percentText).toMatch(/^\d+% sold$/);
    }
    expect(view.seasons?.state).toBe('ok');
    expect(view.seasons?.months.map((m) => m.name)[0]).toBe('January');
    // Seasonal hours (16:30 in winter, 19:15 in summer) and seasonal visits.
    expect(view.seasons?.months[0]?.label).toBe('Low season');
    expect(view.seasons?.months[6]?.label).toBe('Peak season');
  });

  it('show the Vatican Museums closed on Sundays', async () => {
    const view = await loadContentGuidePage(page({ poi_id: 180 }), url, context(client), now);
    expect(view.crowds?.rows[6]).toMatchObject({ day: 'Sunday', level: 'CLOSED', label: 'Closed' });
    expect(view.venue?.state === 'ok' && view.venue.view.week[6]?.hours).toBe('Closed');
    expect(view.tickets).toBeUndefined();
    expect(view.itinerary).toBeUndefined();
  });

  it('leave out what the document does not name, and explain what the catalogue could not answer', async () => {
    const bare = await loadContentGuidePage(page({}), url, context(client), now);
    expect(bare).toMatchObject({
      venue: undefined,
      tickets: undefined,
      reviews: undefined,
      itinerary: undefined,
      plan: undefined,
      quickInfo: [],
      crowds: undefined,
      seasons: undefined,
    });
    const failing = createCatalogueClient({
      transport: async () => new Response('{}', { status: 503 }),
      timeoutMs: 1000,
      log: vi.fn(),
    });
    const view = await loadContentGuidePage(full, url, context(failing), now);
    expect(view.base.title).toBe('Colosseum guide');
    expect(view.venue).toEqual({ state: 'failed' });
    expect(view.tickets?.state).toBe('failed');
    expect(view.itinerary?.state).toBe('failed');
    expect(view.crowds?.state).toBe('failed');
    expect(view.seasons?.state).toBe('failed');
    expect(view.quickInfo).toEqual([{ term: 'Accessibility', value: 'Lift to the first tier' }]);
  });
});
