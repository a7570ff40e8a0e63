import type { Client } from '@prismicio/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogueClient, type CatalogueClient } from '../../../lib/catalogue/client';
import { openTestCatalogueClient } from '../../../lib/catalogue/testing/testCatalogueClient';
import { createTranslator } from '../../../lib/i18n/translator';
import { CONTROL_VARIANTS } from '../../../lib/rules/experiments/visitorExperiments';
import type { Site } from '../../../lib/sites/site';
import { dayTripDestinations, dayTripsBanner, loadDayTripsPage } from './dayTripsPage';
import type { PageContext } from '../../../lib/request/pageContext';
import { structuredData } from '../../../lib/views/structuredData';
import { previewLinkResolver } from '../../../lib/routing/linkResolver';

const resolve = previewLinkResolver('colosseum-rome-tickets.com');

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
const context = (
  catalogue: CatalogueClient,
  variant: 'control' | 'treatment' = 'treatment',
  language: 'en' | 'ar' = 'en',
): PageContext => ({
  site,
  language,
  locale: language === 'en' ? 'en-us' : 'ar-ae',
  currency: 'EUR',
  host: 'colosseum.localhost:4321',
  origin: 'http://colosseum.localhost:4321',
  content: { get: vi.fn(async () => ({ results: [] })) } as unknown as Client,
  catalogue,
  request: {},
  isBot: false,
  lazyOff: false,
  t: createTranslator(language),
  experiments: { ...CONTROL_VARIANTS, 'day-trip-videos': variant },
});
const data = {
  title: [{ type: 'heading1', text: 'Day Trips from Rome', spans: [] }],
  tagged_city: 'ROME',
  tagged_category: 6,
  tagged_content_type: 'day-trips',
  chat_bubble_text: ' Pompeii is 70 minutes away. ',
  short_description: 'Pompeii, the Amalfi Coast and Florence in a day.',
  long_description: [{ type: 'paragraph', text: 'Rome sits in the middle of Italy.', spans: [] }],
  image_src: '/media/banners/rome/1.webp',
  image_alt: 'The skyline of Rome at dusk',
  watch_video_label: '',
  video_url: { link_type: 'Web', url: '/media/videos/rome.mp4' },
  video_duration: 8,
  video_upload_date: '2026-03-10',
  destinations: [
    { destination: 'Pompeii', tgids: '10261, 10262' },
    { destination: 'Florence and Pisa', tgids: [10264, '10265'] },
    { tgids: '10266' },
  ],
};
const page = {
  uid: 'colosseum-rome-tickets.com.day-trips-from-rome',
  segments: ['day-trips-from-rome'],
  data,
};

describe('day trips banner and destinations', () => {
  it('reads the banner, with the video only in the treatment and the poster defaulting to the image', () => {
    const t = createTranslator('en');
    const banner = dayTripsBanner(data, 'treatment', t, resolve);
    expect(banner).toMatchObject({
      title: 'Day Trips from Rome',
      chatBubble: 'Pompeii is 70 minutes away.',
      shortDescription: 'Pompeii, the Amalfi Coast and Florence in a day.',
      image: {
        src: '/media/banners/rome/1.webp',
        alt: 'The skyline of Rome at dusk',
        width: 1600,
        height: 1000,
      },
      video: { src: '/media/videos/rome.mp4', poster: '/media/banners/rome/1.webp', label: 'Watch video' },
    });
    expect(dayTripsBanner(data, 'control', t, resolve).video).toBeUndefined();
    expect(
      dayTripsBanner(
        { ...data, video_url: { link_type: 'Web', url: 'javascript:alert(1)' } },
        'treatment',
        t,
        resolve,
      ).video,
    ).toBeUndefined();
    expect(
      dayTripsBanner({ ...data, long_description: [], chat_bubble_text: 3 }, 'control', t, resolve),
    ).toMatchObject({
      longDescription: undefined,
      chatBubble: undefined,
    });
  });

  it('reads destinations, leaving out rows without a name', () => {
    const log = vi.fn();
    expect(dayTripDestinations(data.destinations, log)).toEqual([
      { name: 'Pompeii', tgids: [10261, 10262] },
      { name: 'Florence and Pisa', tgids: [10264, 10265] },
    ]);
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('day trips pages', () => {
  let client: CatalogueClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ client, close } = await openTestCatalogueClient());
  }, 120_000);
  afterAll(() => close());

  it('group the city’s day trips by destination, the rest under “More day trips”', async () => {
    const view = await loadDayTripsPage(page, context(client));
    expect(view.products.state).toBe('ok');
    const groups = view.products.groups;
    expect(groups.map((group) => group.heading)).toEqual(['Pompeii', 'Florence and Pisa', 'More day trips']);
    expect(groups[0]?.cards.map((card) => card.card.tgid).sort()).toEqual([10261, 10262]);
    expect(groups[0]?.count).toBe('2 day trips');
    expect(groups[2]?.cards.map((card) => card.card.tgid)).toContain(10266);
  });

  it('describe the video in JSON-LD only when it is shown with url, duration and upload date', async () => {
    const context_ = context(client);
    const types = (view: Awaited<ReturnType<typeof loadDayTripsPage>>) =>
      structuredData(view, { site, origin: context_.origin, language: 'en', currency: 'EUR' }).map(
        (entity) => (entity as { '@type': string })['@type'],
      );
    const treatment = await loadDayTripsPage(page, context_);
    expect(types(treatment)).toContain('VideoObject');
    const video = structuredData(treatment, {
      site,
      origin: context_.origin,
      language: 'en',
      currency: 'EUR',
    }).find((entity) => (entity as { '@type': string })['@type'] === 'VideoObject');
    expect(video).toMatchObject({
      contentUrl: 'http://colosseum.localhost:4321/media/videos/rome.mp4',
      duration: 'PT8S',
    });
    expect(types(await loadDayTripsPage(page, context(client, 'control')))).not.toContain('VideoObject');
    const undated = await loadDayTripsPage({ ...page, data: { ...data, video_upload_date: '' } }, context_);
    expect(types(undated)).not.toContain('VideoObject');
  });

  it('explain a failed list and keep the banner', async () => {
    const failing = createCatalogueClient({
      transport: async () => new Response('{}', { status: 503 }),
      timeoutMs: 1000,
      log: vi.fn(),
    });
    const view = await loadDayTripsPage(page, context(failing, 'control', 'ar'));
    expect(view.products).toEqual({ state: 'failed', groups: [] });
    expect(view.banner.title).toBe('Day Trips from Rome');
    expect(view.variant).toBe('control');
  });
});
