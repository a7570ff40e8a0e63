import { describe, expect, it } from 'vitest';
import { fixtureDocuments, fixtureRepository } from '../../../tests/fixtures/contentFixtures';
import { createContentClient } from '../content/contentClient';
import type { Site } from '../sites/site';
import { canonicalFor, isNoindex, loadPage } from './loadPage';
import { captureLogs } from '../log/captureLogs';

const site: Site = {
  domain: 'example-tickets.com',
  alias: 'example',
  name: 'Example Tickets',
  tagline: '',
  themeColor: '#123456',
  languages: ['en', 'ar'],
  cityCode: 'ROME',
  subdomainHosting: false,
  designV3: true,
  localized: {},
};
const repository = fixtureRepository();
const context = {
  client: createContentClient({ kind: 'local', repository: () => repository }),
  origin: 'http://example.localhost:4321',
  redirectAllowedHosts: [],
  loadCategories: async () => [{ id: 1, name: 'Tickets', subCategories: [] }],
  isBot: false,
  isDev: false,
  lazyLoadOverride: false,
};
const route = (uid: string, language: 'en' | 'ar' | 'fr' = 'en') => ({
  kind: 'page' as const,
  site,
  language,
  segments: [],
  uid,
});

describe('loadPage', () => {
  it('loads a landing page with meta, alternates, canonical and app state', async () => {
    const page = await loadPage(route('example-tickets.com', 'ar'), context);
    if (page.kind !== 'page') throw new Error(page.kind);
    expect(page.document.id).toBe('landing-ar');
    expect(page.title).toBe('تذاكر الكولوسيوم | Example Tickets');
    expect(page.description).toBe('');
    expect(page.canonical).toBe('http://example.localhost:4321/ar/');
    expect(page.noindex).toBe(false);
    expect(page.alternates.map((a) => a.href)).toEqual([
      'http://example.localhost:4321/',
      'http://example.localhost:4321/ja/',
      'http://example.localhost:4321/ar/',
    ]);
    expect(page.appState.app).toMatchObject({
      uid: 'example-tickets.com',
      language: 'ar',
      host: 'example.localhost:4321',
    });
    expect(page.pageType).toBe('default');
  });
  it('takes meta_title, and honours canonical_link and noindex', async () => {
    const landing = await loadPage(route('example-tickets.com'), context);
    expect(landing.kind === 'page' && landing.title).toBe('Colosseum Tickets | Example');
    expect(landing.kind === 'page' && landing.appState.pageMeta).toMatchObject({
      city: 'ROME',
      collectionId: '1001',
    });
    const tours = await loadPage(route('example-tickets.com.guided-tours'), context);
    if (tours.kind !== 'page') throw new Error(tours.kind);
    expect(tours.canonical).toBe('https://example-tickets.com/');
    expect(tours.noindex).toBe(true);
  });
  it('finds show pages and other page types by uid', async () => {
    const show = await loadPage(route('example-tickets.com.wicked'), context);
    expect(show.kind === 'page' && show.document.type).toBe('showpage');
  });
  it('answers a redirect document with its target and status', async () => {
    expect(await loadPage(route('example-tickets.com.tours'), context)).toEqual({
      kind: 'redirect',
      location: '/guided-tours/',
      status: 301,
    });
  });
  it('says not found for an unknown uid or a missing translation', async () => {
    expect(await loadPage(route('example-tickets.com.nothing'), context)).toEqual({ kind: 'notFound' });
    expect(await loadPage(route('example-tickets.com', 'fr'), context)).toEqual({ kind: 'notFound' });
  });
  it('says not found for a uid with no Prismic UID (a path segment with _), without asking the content API', async () => {
    let asked = 0;
    const counting = {
      ...context,
      client: createContentClient({
        kind: 'local',
        repository: () => {
          asked += 1;
          return repository;
        },
      }),
    };
    expect(await loadPage(route('example-tickets.com.guided_tours'), counting)).toEqual({ kind: 'notFound' });
    expect(asked).toBe(0);
    expect(await loadPage(route('example-tickets.com.guided-tours-2'), counting)).toEqual({
      kind: 'notFound',
    });
    expect(asked).toBeGreaterThan(0);
  });
  it('says unavailable when the content service fails', async () => {
    const broken = {
      ...context,
      client: createContentClient({
        kind: 'local',
        repository: () => {
          throw new Error('disk gone');
        },
      }),
    };
    const logs = captureLogs();
    try {
      expect(await loadPage(route('example-tickets.com'), broken)).toEqual({ kind: 'unavailable' });
    } finally {
      logs.restore();
    }
    expect(logs.at('error').map((line) => [line.scope, line.msg])).toEqual([
      ['pages', 'content unavailable'],
    ]);
  });
});

describe('category pages', () => {
  const ticketsPage = {
    id: 'tickets-en',
    uid: 'example-tickets_com_tickets',
    type: 'microsite',
    lang: 'en-us',
    data: {
      title: [{ type: 'heading1', text: 'Rome tickets', spans: [] }],
      tagged_mb_type: 'a1-category',
      tagged_page_type: 'landing-page',
      tagged_content_type: 'category-tickets',
      tagged_city: 'ROME',
      tagged_category: 1,
    },
  };
  const withTickets = createContentClient({
    kind: 'local',
    repository: () => fixtureRepository([...fixtureDocuments, ticketsPage]),
  });

  it('asks the catalogue for the city’s categories and qualifies the page', async () => {
    const cities: string[] = [];
    const page = await loadPage(route('example-tickets.com.tickets'), {
      ...context,
      client: withTickets,
      loadCategories: async (city) => {
        cities.push(city);
        return [{ id: 1, name: 'Tickets', subCategories: [] }];
      },
    });
    expect(page.kind === 'page' && page.pageType).toBe('category');
    expect(cities).toEqual(['ROME']);
  });
  it('falls back to the default type when the catalogue cannot answer', async () => {
    const page = await loadPage(route('example-tickets.com.tickets'), {
      ...context,
      client: withTickets,
      loadCategories: async () => undefined,
    });
    expect(page.kind === 'page' && page.pageType).toBe('default');
  });
  it('does not ask the catalogue for other pages', async () => {
    let asked = false;
    await loadPage(route('example-tickets.com'), {
      ...context,
      loadCategories: async () => ((asked = true), []),
    });
    expect(asked).toBe(false);
  });
});

describe('canonicalFor and isNoindex', () => {
  it('prefers an absolute canonical_link', () => {
    expect(canonicalFor({ canonical_link: 'https://a.com/x/' }, 'http://own/')).toBe('https://a.com/x/');
    expect(canonicalFor({ canonical_link: '/relative/' }, 'http://own/')).toBe('http://own/');
    expect(canonicalFor({ canonical_link: '' }, 'http://own/')).toBe('http://own/');
  });
  it('reads noindex as a boolean or Yes/true', () => {
    expect(isNoindex({ noindex: true })).toBe(true);
    expect(isNoindex({ noindex: 'Yes' })).toBe(true);
    expect(isNoindex({ noindex: 'false' })).toBe(false);
    expect(isNoindex({})).toBe(false);
  });
});
