import type { Client } from '@prismicio/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogueAnswerer } from '@storefront/catalogue';
import { createCatalogueClient, type CatalogueClient } from '../../../lib/catalogue/client';
import { inProcessTransport } from '../../../lib/catalogue/client/transport';
import { openTestCatalogue } from '@storefront/catalogue/testing';
import { createContentClient } from '../../../lib/content/contentClient';
import { LocalRepository } from '../../../lib/content/local/localRepository';
import { createTranslator } from '../../../lib/i18n/translator';
import { analyticsPageTypeOf } from '../../../lib/views/registry/pageKinds';
import type { Site } from '../../../lib/sites/site';
import type { PageContext } from '../../../lib/request/pageContext';
import { landingGuides, loadShoulderPage } from './shoulderPage';
import { structuredData } from '../../../lib/views/structuredData';
import { captureLogs } from '../../../lib/log/captureLogs';

const DOMAIN = 'colosseum-rome-tickets.com';
/** The domain as the repository stores it in uids: a Prismic UID writes the identity's dots as _. */
const STORED_DOMAIN = 'colosseum-rome-tickets_com';
const site: Site = {
  domain: DOMAIN,
  alias: 'colosseum',
  name: 'Colosseum Rome Tickets',
  tagline: '',
  themeColor: '#b45309',
  languages: ['en', 'ar'],
  cityCode: 'ROME',
  localized: {},
  subdomainHosting: false,
  designV3: true,
};

const title = (text: string) => [{ type: 'heading1', text, spans: [] }];
const guide = (segment: string, type: string | null, text: string, lang = 'en-us', extra = {}) => ({
  id: `${segment}-${lang}`,
  uid: `${STORED_DOMAIN}_${segment}`,
  type: 'microsite',
  lang,
  data: {
    title: title(text),
    meta_description: `${text}: the essentials.`,
    tagged_page_type: 'shoulder-page',
    shoulder_page_type: type,
    ...extra,
  },
});
const documents = [
  {
    id: 'landing-en',
    uid: STORED_DOMAIN,
    type: 'microsite',
    lang: 'en-us',
    data: {
      title: title('Colosseum Tickets'),
      tagged_page_type: 'landing-page',
      attraction_name: 'the Colosseum',
    },
  },
  {
    id: 'landing-ar',
    uid: STORED_DOMAIN,
    type: 'microsite',
    lang: 'ar-ae',
    data: { title: title('تذاكر الكولوسيوم'), tagged_page_type: 'landing-page' },
  },
  guide('opening-hours', 'timings', 'Colosseum Opening Hours'),
  guide('history', 'history', 'History of the Colosseum'),
  guide('accessibility', 'misc', 'Visiting with Reduced Mobility'),
  guide('plan', 'plan-your-visit', 'Plan Your Visit', 'en-us', { nav_label: 'Planning' }),
  guide('what-to-see', 'sub-attractions', 'What to See', 'en-us', {
    body: [
      { type: 'heading2', text: 'FAQ', spans: [] },
      { type: 'heading3', text: 'Is the Forum included?', spans: [] },
      { type: 'paragraph', text: 'Yes, with the Palatine.', spans: [] },
    ],
    sub_attractions: [
      { name: 'Colosseum underground', type: 'A', text: 'The hypogeum.', tgids: '10203, 10204' },
      {
        name: 'Palatine Hill',
        type: 'A',
        text: 'Imperial palaces.',
        image_src: '/media/banners/rome/1.webp',
        image_alt: 'Rome',
        link: { link_type: 'Web', url: '/history/' },
      },
      {
        name: 'Exhibition',
        type: 'B',
        text: 'Finds.',
        image_src: '/media/collections/176/card.webp',
        image_alt: 'The Colosseum',
      },
      { name: 'Arch of Constantine', type: 'C', text: 'AD 315.' },
    ],
  }),
  guide('history', 'history', 'تاريخ الكولوسيوم', 'ar-ae'),
  guide('tips', 'tips', 'نصائح', 'ar-ae'),
  // Not this site's guide: another site's shoulder page, and a landing page of this one.
  {
    ...guide('history', 'history', 'Vatican history'),
    id: 'vatican-history',
    uid: 'vatican-museums-tickets_com_history',
  },
  {
    ...guide('guided-tours', null, 'Guided tours'),
    data: { title: title('Guided tours'), tagged_page_type: 'landing-page' },
  },
];

const repository = new LocalRepository([{ file: 'fixture.json', text: JSON.stringify(documents) }]);
const local = createContentClient({ kind: 'local', repository: () => repository });
const failing = {
  get: vi.fn(async () => {
    throw new Error('content down');
  }),
  getByUID: vi.fn(async () => {
    throw new Error('content down');
  }),
} as unknown as Client;

function context(
  catalogue: CatalogueClient,
  language: 'en' | 'ar' = 'en',
  content: Client = local,
): PageContext {
  return {
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
  };
}
const page = (segment: string, data: Record<string, unknown>) => ({
  uid: `${DOMAIN}.${segment}`,
  segments: [segment],
  data,
});
const documentOf = (segment: string, lang = 'en-us') => {
  const found = documents.find((d) => d.uid === `${STORED_DOMAIN}_${segment}` && d.lang === lang);
  if (!found) throw new Error(`no fixture ${segment}`);
  return page(segment, found.data);
};

describe('shoulder pages', () => {
  let catalogue: CatalogueClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestCatalogue('pglite');
    close = opened.close;
    catalogue = createCatalogueClient({
      transport: inProcessTransport(createCatalogueAnswerer(async () => opened.ctx)),
      timeoutMs: 10_000,
      log: vi.fn(),
    });
  }, 120_000);
  afterAll(() => close());

  it('find the site’s guide in one query and order it by the visitor’s journey, this page marked', async () => {
    const get = vi.spyOn(local, 'get');
    const view = await loadShoulderPage(documentOf('opening-hours'), context(catalogue));
    const lookups = get.mock.calls.filter(([params]) =>
      JSON.stringify(params?.filters ?? []).includes('tagged_page_type'),
    );
    expect(lookups).toHaveLength(1);
    get.mockRestore();
    expect(view.type).toBe('timings');
    expect(view.typeLabel).toBe('Opening hours');
    expect(view.guideTitle).toBe('More about the Colosseum');
    expect(view.guide.links.map((link) => [link.label, link.href, link.current])).toEqual([
      ['History', '/history/', false],
      ['What to see', '/what-to-see/', false],
      ['Planning', '/plan/', false],
      ['Opening hours', '/opening-hours/', true],
      ['Visiting with Reduced Mobility', '/accessibility/', false],
    ]);
    expect(view.guide.previous?.title).toBe('Plan Your Visit');
    expect(view.guide.next?.title).toBe('Visiting with Reduced Mobility');
  });

  it('lead the breadcrumbs from the landing page, named by its title, to this page', async () => {
    const view = await loadShoulderPage(documentOf('history'), context(catalogue));
    expect(view.base.breadcrumbs).toEqual([
      { name: 'Colosseum Tickets', url: 'http://colosseum.localhost:4321/', current: false },
      { name: 'History of the Colosseum', url: 'http://colosseum.localhost:4321/history/', current: true },
    ]);
    expect(view.guide.previous).toBeUndefined();
  });

  it('show the sub-attractions by type, A with the product cards of its tgids', async () => {
    const view = await loadShoulderPage(documentOf('what-to-see'), context(catalogue));
    const [underground, palatine] = view.subAttractions.A;
    expect(underground?.tickets?.state).toBe('ok');
    expect(underground?.tickets?.cards.map((card) => card.card.title)).toEqual([
      'Colosseum Underground & Arena Guided Tour',
      'Colosseum Night Tour with Underground',
    ]);
    expect(palatine?.tickets).toBeUndefined();
    expect(palatine?.image).toEqual({
      src: '/media/banners/rome/1.webp',
      alt: 'Rome',
      width: 1600,
      height: 1000,
    });
    expect(view.subAttractions.B.map((item) => [item.name, item.image?.width])).toEqual([
      ['Exhibition', 600],
    ]);
    expect(view.subAttractions.C.map((item) => item.name)).toEqual(['Arch of Constantine']);
    expect(view.faq).toEqual([{ question: 'Is the Forum included?', answer: 'Yes, with the Palatine.' }]);
  });

  it('describe the sights and the FAQ in structured data, and count as a content page', async () => {
    const view = await loadShoulderPage(documentOf('what-to-see'), context(catalogue));
    const entities = structuredData(view, {
      site,
      origin: 'http://colosseum.localhost:4321',
      language: 'en',
      currency: 'EUR',
    }) as { '@type': string; name?: string; url?: string }[];
    expect(
      entities
        .filter((entity) => entity['@type'] === 'TouristAttraction')
        .map((entity) => [entity.name, entity.url]),
    ).toEqual([
      ['Colosseum underground', 'http://colosseum.localhost:4321/what-to-see/#colosseum-underground'],
      ['Palatine Hill', 'http://colosseum.localhost:4321/history/'],
      ['Exhibition', 'http://colosseum.localhost:4321/what-to-see/#exhibition'],
    ]);
    expect(entities.map((entity) => entity['@type'])).toEqual(
      expect.arrayContaining(['FAQPage', 'BreadcrumbList', 'ItemList']),
    );
    expect(analyticsPageTypeOf('default', view.kind, 'microsite')).toBe('Content Page');
  });

  it('keep their own language: the Arabic guide has its two pages, and no attraction name says "Visitor guide"', async () => {
    const view = await loadShoulderPage(documentOf('tips', 'ar-ae'), context(catalogue, 'ar'));
    expect(view.guide.links.map((link) => [link.label, link.href])).toEqual([
      ['التاريخ', '/ar/history/'],
      ['نصائح', '/ar/tips/'],
    ]);
    expect(view.guideTitle).toBe('دليل الزائر');
    expect(view.base.breadcrumbs[0]?.name).toBe('تذاكر الكولوسيوم');
  });

  it('stay up without content lookups or catalogue: no guide, "Home", cards that say they failed', async () => {
    const down = createCatalogueClient({
      transport: async () => new Response('{}', { status: 503 }),
      timeoutMs: 1000,
      log: vi.fn(),
    });
    const logs = captureLogs();
    const view = await loadShoulderPage(documentOf('what-to-see'), context(down, 'en', failing));
    logs.restore();
    expect(view.guide.links.map((link) => [link.label, link.current])).toEqual([['What to see', true]]);
    expect([view.guide.previous, view.guide.next]).toEqual([undefined, undefined]);
    expect(view.base.breadcrumbs[0]?.name).toBe('Home');
    expect(view.guideTitle).toBe('Visitor guide');
    expect(view.subAttractions.A[0]?.tickets).toEqual({ state: 'failed', cards: [] });
  });
});

describe('the landing page’s guide block', () => {
  const catalogue = {} as CatalogueClient;
  it('lists the site’s shoulder pages in guide order with their labels and descriptions', async () => {
    const landing = { uid: DOMAIN, segments: [], data: documents[0]?.data ?? {} };
    const links = await landingGuides(landing, context(catalogue));
    expect(links.map((link) => [link.label, link.title, link.href])).toEqual([
      ['History', 'History of the Colosseum', '/history/'],
      ['What to see', 'What to See', '/what-to-see/'],
      ['Planning', 'Plan Your Visit', '/plan/'],
      ['Opening hours', 'Colosseum Opening Hours', '/opening-hours/'],
      ['More to know', 'Visiting with Reduced Mobility', '/accessibility/'],
    ]);
    expect(links[0]?.description).toBe('History of the Colosseum: the essentials.');
  });

  it('is empty on any other page and when the lookup fails', async () => {
    const get = vi.spyOn(local, 'get');
    expect(await landingGuides(documentOf('history'), context(catalogue))).toEqual([]);
    expect(
      await landingGuides(
        { uid: `${DOMAIN}.guided-tours`, segments: ['guided-tours'], data: {} },
        context(catalogue),
      ),
    ).toEqual([]);
    expect(get).not.toHaveBeenCalled();
    get.mockRestore();
    const logs = captureLogs();
    const landing = { uid: DOMAIN, segments: [], data: { tagged_page_type: 'landing-page' } };
    expect(await landingGuides(landing, context(catalogue, 'en', failing))).toEqual([]);
    expect(logs.at('error')).toHaveLength(1);
    logs.restore();
  });
});
