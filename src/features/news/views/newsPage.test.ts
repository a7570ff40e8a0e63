import type { Client } from '@prismicio/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogueClient, type CatalogueClient } from '../../../lib/catalogue/client';
import { openTestCatalogueClient } from '../../../lib/catalogue/testing/testCatalogueClient';
import { createTranslator } from '../../../lib/i18n/translator';
import type { Site } from '../../../lib/sites/site';
import { newsEntities } from './newsStructuredData';
import { pagedHeadMeta } from './newsPageMeta';
import { loadNewsPage, type NewsArticleView, type NewsHubView } from './newsPage';
import type { PageContext } from '../../../lib/request/pageContext';

const domain = 'london-theatre-tickets.com';
const site: Site = {
  domain,
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
const title = (text: string) => [{ type: 'heading1', text, spans: [] }];
const words = (count: number) => [{ type: 'paragraph', text: 'word '.repeat(count).trim(), spans: [] }];

/** Twelve articles a day apart (a-01 newest), a featured one, reviews, trailers, and documents to ignore. */
function article(index: number, extra: Record<string, unknown> = {}) {
  const day = String(20 - index).padStart(2, '0');
  return {
    uid: `${domain}.news.a-${String(index).padStart(2, '0')}`,
    first_publication_date: `2026-11-${day}T09:00:00+0000`,
    last_publication_date: `2026-11-${day}T09:00:00+0000`,
    data: { title: title(`Story ${index}`), standfirst: `About story ${index}`, body: words(100), ...extra },
  };
}
const documents = [
  { uid: `${domain}.news`, data: { news_role: 'hub', title: title('West End theatre news') } },
  article(1),
  article(2, { section: 'review', star_rating: 5, tgid: 10005, author: 'Eleanor Hart' }),
  article(3, {
    featured: true,
    tgid: 10002,
    author: 'James Whitfield',
    published: '2026-11-18',
    trailer_url: '/media/videos/london.mp4',
    trailer_duration: 'PT8S',
    trailer_upload_date: '2026-11-18',
    body: words(900),
  }),
  article(4, { section: 'review', star_rating: '4', tgid: 10002, body: words(700) }),
  article(5, { section: 'trailer', trailer_url: '/media/videos/london.mp4' }),
  article(6, { tgid: 10002, body: words(500) }),
  article(7, { section: 'casting', body: words(450) }),
  article(8),
  article(9, { trailer_url: 'https://elsewhere.example/clip.mp4' }),
  article(10),
  article(11),
  article(12, { section: 'review', star_rating: 9 }),
  // Not articles of this hub: another site's, one level deeper, and one without any date.
  { ...article(13), uid: 'other-site.com.news.a-13' },
  { ...article(14), uid: `${domain}.news.a-14.more` },
  { uid: `${domain}.news.undated`, data: { title: title('Undated') } },
];

function contentClient(fail = false): Client {
  return {
    dangerouslyGetAll: vi.fn(async () => {
      if (fail) throw new Error('content service down');
      return documents;
    }),
    get: vi.fn(async (params: { filters?: string[] }) =>
      (params.filters ?? []).join(' ').includes('my.showpage.tgid')
        ? { results: [{ uid: `${domain}.wicked`, data: { tgid: 10002 } }] }
        : { results: [] },
    ),
    getByUID: vi.fn(async (type: string, uid: string) => {
      if (type === 'news_page' && uid === `${domain}.news`) return documents[0];
      throw new Error('not found');
    }),
  } as unknown as Client;
}

function context(catalogue: CatalogueClient, language: 'en' | 'ar' = 'en', content = contentClient()) {
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
  } satisfies PageContext;
}
const hubPage = { uid: `${domain}.news`, segments: ['news'], data: documents[0]?.data ?? {} };
const hubUrl = (query = '') => new URL(`http://london-theatre.localhost:4321/news/${query}`);
const uids = (items: readonly { uid: string }[]) => items.map((item) => item.uid.split('.').at(-1));

describe('news pages', () => {
  let client: CatalogueClient;
  let down: CatalogueClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ client, close } = await openTestCatalogueClient());
    down = createCatalogueClient({
      transport: async () => {
        throw new Error('catalogue down');
      },
      timeoutMs: 1_000,
      log: vi.fn(),
    });
  }, 120_000);
  afterAll(() => close());

  it('list the hub: featured story, all news ten to a page, trailers, reviews, more reads and recent', async () => {
    const view = (await loadNewsPage(hubPage, hubUrl(), context(client))) as NewsHubView;
    expect(view.state).toBe('ok');
    expect(view.featured?.uid).toBe(`${domain}.news.a-03`);
    expect(view.featured).toMatchObject({
      href: '/news/a-03/',
      byline: 'By James Whitfield',
      dateText: 'Nov 18, 2026',
      readingTime: '5 min read',
      sectionLabel: 'News',
    });
    expect(uids(view.all)).toEqual([
      'a-01',
      'a-02',
      'a-04',
      'a-05',
      'a-06',
      'a-07',
      'a-08',
      'a-09',
      'a-10',
      'a-11',
    ]);
    expect(view.pagination).toMatchObject({ page: 1, pages: 2, previous: undefined, next: '/news/?page=2' });
    expect(view.pagination.entries.map((link) => link.kind === 'page' && [link.href, link.current])).toEqual([
      ['/news/', true],
      ['/news/?page=2', false],
    ]);
    // Only our own clips play: a-09's video on another host is no trailer.
    expect(uids(view.trailers)).toEqual(['a-03', 'a-05']);
    expect(view.trailers[0]?.trailer).toEqual({
      src: '/media/videos/london.mp4',
      poster: '/media/tour-groups/10002/0.webp',
      duration: 'PT8S',
      uploadDate: '2026-11-18',
    });
    // a-12's rating of 9 is no rating: it is left out of the reviews.
    expect(uids(view.reviews)).toEqual(['a-02', 'a-04']);
    expect(view.reviews[0]?.stars?.label).toBe('Our critic’s rating: 5 out of 5');
    expect(view.reviews[0]?.audience?.label).toMatch(/^Audience rating: \d(\.\d)? out of 5$/);
    expect(view.reviews[0]?.audience?.count).toMatch(/^[\d,]+ reviews?$/);
    expect(uids(view.moreReads)).toEqual(['a-04', 'a-06', 'a-07', 'a-01']);
    expect(uids(view.recent)).toEqual(['a-01', 'a-02', 'a-03', 'a-04', 'a-05']);
    expect(view.outOfRange).toBe(false);
  });

  it('page to older stories with ?page=2, and answer pages past the last as out of range', async () => {
    const second = (await loadNewsPage(hubPage, hubUrl('?page=2'), context(client))) as NewsHubView;
    expect(uids(second.all)).toEqual(['a-12']);
    expect(second.featured).toBeUndefined();
    expect([second.trailers, second.reviews, second.moreReads]).toEqual([[], [], []]);
    expect(second.pagination).toMatchObject({ page: 2, previous: '/news/', next: undefined });
    expect(second.recent).toHaveLength(5);
    const past = (await loadNewsPage(hubPage, hubUrl('?page=7'), context(client))) as NewsHubView;
    expect(past).toMatchObject({ outOfRange: true, all: [], featured: undefined });
    const malformed = (await loadNewsPage(hubPage, hubUrl('?page=abc'), context(client))) as NewsHubView;
    expect(malformed.pagination.page).toBe(1);
    expect(malformed.featured?.uid).toBe(`${domain}.news.a-03`);
  });

  it('gives a later page its own canonical and title, and a page past the last a 404', async () => {
    const t = createTranslator('en');
    const meta = {
      title: 'News | Site',
      canonical: 'http://london-theatre.localhost:4321/news/',
      noindex: false,
    };
    const at = async (query: string) =>
      pagedHeadMeta(await loadNewsPage(hubPage, hubUrl(query), context(client)), meta, t);
    expect(await at('')).toEqual({ ...meta, notFound: false });
    expect(await at('?page=2')).toEqual({
      title: 'News | Site – page 2',
      canonical: 'http://london-theatre.localhost:4321/news/?page=2',
      noindex: false,
      notFound: false,
    });
    expect(await at('?page=3')).toEqual({ ...meta, noindex: true, notFound: true });
    const elsewhere = { ...meta, canonical: 'https://other.example/news/' };
    const second = await loadNewsPage(hubPage, hubUrl('?page=2'), context(client));
    expect(pagedHeadMeta(second, elsewhere, t).canonical).toBe('https://other.example/news/');
  });

  it('write links and dates in the page’s language', async () => {
    const view = (await loadNewsPage(hubPage, hubUrl(), context(client, 'ar'))) as NewsHubView;
    expect(view.featured?.href).toBe('/ar/news/a-03/');
    expect(view.featured?.readingTime).toBe('قراءة في 5 دقائق');
    // Arabic dates name the month (not 18/11/2026, read as 2026/11/18 right to left), Western digits.
    expect(view.featured?.dateText).toBe('18 نوفمبر 2026');
  });

  it('show an article with its show’s booking card, related reads first about the same show', async () => {
    const page = { uid: `${domain}.news.a-04`, segments: ['news', 'a-04'], data: documents[4]?.data ?? {} };
    const view = (await loadNewsPage(page, hubUrl(), context(client))) as NewsArticleView;
    expect(view.base.breadcrumbs.map((crumb) => crumb.name)).toEqual([
      'Home',
      'West End theatre news',
      'Story 4',
    ]);
    expect(view.article).toMatchObject({ section: 'review', rating: 4, dateText: 'Nov 16, 2026' });
    expect(view.book?.state).toBe('ok');
    expect(view.book?.cards[0]?.card.link).toEqual({
      kind: 'showPage',
      href: 'http://london-theatre.localhost:4321/wicked/',
    });
    expect(uids(view.moreReads)).toEqual(['a-03', 'a-06', 'a-02']);
    expect(uids(view.recent)).toEqual(['a-01', 'a-02', 'a-03', 'a-05', 'a-06']);
    const entities = newsEntities(
      view,
      { site, origin: 'http://london-theatre.localhost:4321', language: 'en' },
      'http://london-theatre.localhost:4321/news/a-04/',
    );
    expect(entities).toEqual([
      expect.objectContaining({
        '@type': 'NewsArticle',
        headline: 'Story 4',
        datePublished: '2026-11-16T09:00:00Z',
        dateModified: '2026-11-16T09:00:00Z',
        image: ['http://london-theatre.localhost:4321/media/tour-groups/10002/0.webp'],
        publisher: expect.objectContaining({ '@type': 'Organization', name: 'London Theatre Tickets' }),
      }),
    ]);
  });

  it('degrade per part: no listing says so, no catalogue explains the booking card', async () => {
    const failed = (await loadNewsPage(
      hubPage,
      hubUrl(),
      context(client, 'en', contentClient(true)),
    )) as NewsHubView;
    expect(failed).toMatchObject({ state: 'failed', featured: undefined, all: [], recent: [] });
    expect(failed.base.title).toBe('West End theatre news');
    const page = { uid: `${domain}.news.a-03`, segments: ['news', 'a-03'], data: documents[3]?.data ?? {} };
    const view = (await loadNewsPage(page, hubUrl(), context(down))) as NewsArticleView;
    expect(view.book).toEqual({ state: 'failed', cards: [] });
    expect(view.article?.trailer?.src).toBe('/media/videos/london.mp4');
    const [article, video] = newsEntities(
      view,
      { site, origin: 'https://x.com', language: 'en' },
      'https://x.com/news/a-03/',
    );
    expect(article).toMatchObject({
      author: { '@type': 'Person', name: 'James Whitfield' },
      datePublished: '2026-11-18',
    });
    expect(video).toMatchObject({
      '@type': 'VideoObject',
      contentUrl: 'https://x.com/media/videos/london.mp4',
      duration: 'PT8S',
    });
  });
});
