import { describe, expect, it } from 'vitest';
import { fixtureRepository } from '../../../tests/fixtures/contentFixtures';
import { createContentClient } from '../content/contentClient';
import type { Site } from '../sites/site';
import { cityPagesElsewhere, collectionPagesElsewhere } from './cityPagesElsewhere';
import { documentViewKind } from './registry/pageKinds';
import { taggedPagePaths } from '../content/taggedPages';

const site = (alias: string, domain: string, extra: Partial<Site> = {}): Site => ({
  domain,
  alias,
  name: alias,
  tagline: '',
  themeColor: '#000000',
  languages: ['en', 'ar'],
  cityCode: undefined,
  localized: {},
  subdomainHosting: false,
  designV3: true,
  ...extra,
});
const sites = [
  site('paris', 'paris.com'),
  site('rome', 'rome.com'),
  site('global', 'world.com', { global: true }),
];
const page = (id: string, uid: string, lang: string, data: Record<string, unknown>, type = 'microsite') => ({
  id,
  uid,
  type,
  lang,
  tags: [],
  data: { title: [{ type: 'heading1', text: id, spans: [] }], ...data },
});
const cityGuide = { tagged_mb_type: 'a1-city-guide', tagged_page_type: 'landing-page' };
// As the repository stores them: uids are Prismic UIDs (a page identity's dots written as _).
const documents = [
  page('paris-guide-en', 'paris_com', 'en-us', { ...cityGuide, tagged_city: 'PARIS' }),
  page('paris-guide-ar', 'paris_com', 'ar-ae', { ...cityGuide, tagged_city: 'PARIS' }),
  page('rome-guide-en', 'rome_com_rome-city-guide', 'en-us', { ...cityGuide, tagged_city: 'ROME' }),
  page('rome-tours', 'rome_com_tours', 'en-us', { tagged_page_type: 'landing-page', tagged_city: 'ROME' }),
  page('world-rome', 'world_com_italy_rome', 'en-us', { city_code: 'ROME' }, 'global_city'),
  page('world-london', 'world_com_uk_london', 'en-us', { city_code: 'LONDON' }, 'global_city'),
  page('world-london-ar', 'world_com_uk_london', 'ar-ae', { city_code: 'LONDON' }, 'global_city'),
  page('paris-cruises', 'paris_com_cruises', 'en-us', {
    tagged_page_type: 'landing-page',
    tagged_category: 18,
  }),
  page('paris-tickets', 'paris_com_tickets', 'en-us', {
    tagged_page_type: 'landing-page',
    tagged_category: 1,
    tagged_content_type: 'category-tickets',
  }),
  page('paris-home', 'paris_com', 'fr-fr', { tagged_page_type: 'landing-page', tagged_category: 2 }),
  page('rome-home', 'rome_com', 'en-us', { tagged_page_type: 'landing-page', tagged_collection: 176 }),
  page('rome-about', 'rome_com_about', 'en-us', {
    tagged_page_type: 'shoulder-page',
    tagged_collection: 177,
  }),
  page(
    'world-colosseum',
    'world_com_italy_rome_colosseum',
    'en-us',
    { collection_id: 176 },
    'global_collection',
  ),
  page('world-vatican', 'world_com_italy_rome_vatican', 'en-us', { collection_id: 177 }, 'global_collection'),
];
const client = createContentClient({ kind: 'local', repository: () => fixtureRepository(documents) });
const input = (language: 'en' | 'ar', origin = 'http://paris.localhost:4321') => ({
  sites,
  language,
  origin,
  localSuffix: 'localhost',
  isCityPage: (document: Parameters<typeof documentViewKind>[0], of: Site) =>
    documentViewKind(document, of.subdomainHosting) === 'city',
});

describe('cityPagesElsewhere (issue 21 §4: nearby-city tiles are links)', () => {
  it('links a microsite’s city guide first, else the global site’s city page, on the visitor’s port', async () => {
    const paths = await cityPagesElsewhere(client, ['rome', 'LONDON', 'NAPLES'], input('en'));
    expect(Object.fromEntries(paths)).toEqual({
      ROME: 'http://rome.localhost:4321/rome-city-guide/',
      LONDON: 'http://global.localhost:4321/uk/london/',
    });
  });

  it('in the page’s language where the page has it, else in English; production domains over https', async () => {
    const paths = await cityPagesElsewhere(
      client,
      ['ROME', 'LONDON', 'PARIS'],
      input('ar', 'https://rome.com'),
    );
    expect(Object.fromEntries(paths)).toEqual({
      ROME: 'https://rome.com/rome-city-guide/',
      LONDON: 'https://world.com/ar/uk/london/',
      PARIS: 'https://paris.com/ar/',
    });
  });

  it('answers no links when the lookup fails', async () => {
    const failing = { get: () => Promise.reject(new Error('down')) } as unknown as typeof client;
    expect((await cityPagesElsewhere(failing, ['ROME'], input('en'))).size).toBe(0);
  });
});

describe('collectionPagesElsewhere (top-attraction tiles without a page here)', () => {
  it('links another microsite’s landing page first, else the global collection page', async () => {
    const paths = await collectionPagesElsewhere(client, [176, 177, 999], input('ar'));
    expect(Object.fromEntries(paths)).toEqual({
      176: 'http://rome.localhost:4321/',
      177: 'http://global.localhost:4321/italy/rome/vatican/',
    });
    expect((await collectionPagesElsewhere(client, [], input('en'))).size).toBe(0);
  });
});

describe('taggedPagePaths', () => {
  it('prefers the category page, else another landing page tagged with the id, never the home', async () => {
    const paths = await taggedPagePaths(client, 'tagged_category', [1, 18, 2], 'en-us', 'en', 'paris.com');
    expect(Object.fromEntries(paths)).toEqual({ 1: '/tickets/', 18: '/cruises/' });
    const french = await taggedPagePaths(client, 'tagged_category', [2], 'fr-fr', 'fr', 'paris.com');
    expect(french.size).toBe(0);
  });
});
