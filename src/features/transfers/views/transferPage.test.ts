import type { Client } from '@prismicio/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogueClient, type CatalogueClient } from '../../../lib/catalogue/client';
import { openTestCatalogueClient } from '../../../lib/catalogue/testing/testCatalogueClient';
import { createTranslator } from '../../../lib/i18n/translator';
import type { Site } from '../../../lib/sites/site';
import type { PageContext } from '../../../lib/request/pageContext';
import { loadTransferPage, transferReviews } from './transferPage';

const site: Site = {
  domain: 'rome-airport-transfers.com',
  alias: 'rome-transfers',
  name: 'Rome Airport Transfers',
  tagline: '',
  themeColor: '#7c3aed',
  languages: ['en', 'ar'],
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
  host: 'rome-transfers.localhost:4321',
  origin: 'http://rome-transfers.localhost:4321',
  content,
  catalogue,
  request: {},
  isBot: false,
  lazyOff: false,
  t: createTranslator(language),
});
const page = {
  uid: 'rome-airport-transfers.com',
  segments: [],
  data: { title: [{ type: 'heading1', text: 'Rome Airport Transfers', spans: [] }], tagged_city: 'ROME' },
};
const now = new Date();
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const url = (query: string) => new URL(`http://rome-transfers.localhost:4321/?${query}`);

describe('airport transfer pages', () => {
  let client: CatalogueClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ client, close } = await openTestCatalogueClient());
  }, 120_000);
  afterAll(() => close());

  it('offer the city’s places in the form and no results before a search', async () => {
    const view = await loadTransferPage(page, url(''), context(client), now);
    expect(view.places?.airports.map((place) => place.code)).toEqual(['CIA', 'FCO']);
    expect(view.places?.city.map((place) => place.code)).toEqual(['ROMA_TERMINI', 'ROME_CENTRE']);
    expect(view.results).toEqual({ state: 'idle', items: [] });
    expect(view.errors).toEqual([]);
  });

  it('answer a search with priced transfers and booking links carrying date, time, ticket type and currency', async () => {
    const date = inDays(3);
    const view = await loadTransferPage(
      page,
      url(`pickup=FCO&dropoff=ROME_CENTRE&date=${date}&time=09:00&guests=2`),
      context(client),
      now,
    );
    expect(view.results.state).toBe('ok');
    const [first] = view.results.items;
    expect(first).toMatchObject({
      tgid: 10601,
      kind: 'PRIVATE',
      kindLabel: 'Private transfer',
      vehicle: 'Sedan',
      seats: 'Up to 3 guests',
      freeWait: '45 minutes of free waiting time',
      perPerson: undefined,
    });
    expect(first?.total).toMatch(/^Total €\d/);
    expect(first?.departure).toMatch(/^Pick-up at \d{1,2}:\d{2} (AM|PM)$/);
    const href = new URL(first?.bookingHref ?? '');
    expect(href.pathname).toBe('/book/10601/select/pax/');
    expect(href.searchParams.get('date')).toBe(date);
    expect(href.searchParams.get('variantId')).toBe('106010');
    expect(href.searchParams.get('currencyCode')).toBe('EUR');
  });

  it('explain a bad search in the page language and do not search', async () => {
    const view = await loadTransferPage(
      page,
      url('pickup=FCO&dropoff=FCO&date=2020-01-01'),
      context(client, 'ar'),
      now,
    );
    expect(view.results.state).toBe('idle');
    expect(view.errors.map((error) => error.field)).toEqual(['dropoff', 'date']);
    expect(view.errors[0]?.message).toBe('يجب أن يختلف مكان الانطلاق عن الوجهة');
  });

  it('say so when the catalogue cannot answer, keeping the page', async () => {
    const failing = createCatalogueClient({
      transport: async () => new Response('{}', { status: 503 }),
      timeoutMs: 1000,
      log: vi.fn(),
    });
    const view = await loadTransferPage(
      page,
      url(`pickup=FCO&dropoff=ROME_CENTRE&date=${inDays(2)}`),
      context(failing),
      now,
    );
    expect(view.places).toBeUndefined();
    expect(view.base.title).toBe('Rome Airport Transfers');
  });

  it('take the airports from the airports call, and keep them when the search call fails', async () => {
    const searchDown: CatalogueClient = {
      ...client,
      searchTransfers: async () => undefined,
    };
    const view = await loadTransferPage(page, url(''), context(searchDown), now);
    expect(view.places?.airports).toEqual([
      { code: 'CIA', name: expect.stringMatching(/Ciampino/), kind: 'AIRPORT' },
      { code: 'FCO', name: expect.stringMatching(/Fiumicino/), kind: 'AIRPORT' },
    ]);
    expect(view.places?.city).toEqual([]);
  });

  it('keep the sample reviews with a known vehicle type', () => {
    const log = vi.fn();
    const reviews = transferReviews(
      [
        { name: 'Sarah', country: 'United Kingdom', rating: 5, vehicle: 'Sedan', text: 'On time.' },
        { name: 'Tom', country: 'Australia', rating: '4', vehicle: 'bus', text: 'Cheap.' },
        { name: 'Max', rating: 5, vehicle: 'Limousine', text: 'Fancy.' },
        { name: 'Empty', rating: 5, vehicle: 'SUV', text: '' },
      ],
      { t: createTranslator('en'), language: 'en' },
      log,
    );
    expect(
      reviews.map((review) => [review.name, review.vehicle, review.vehicleLabel, review.ratingText]),
    ).toEqual([
      ['Sarah', 'SEDAN', 'Sedan', 'Rated 5 out of 5'],
      ['Tom', 'BUS', 'Bus', 'Rated 4 out of 5'],
    ]);
    expect(log).toHaveBeenCalledTimes(2);
  });
});
