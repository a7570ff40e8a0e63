import { describe, expect, it, vi } from 'vitest';
import type { IndexablePage, PageDocument } from './indexablePages';
import { documentViewKind } from '../../views/registry/pageKinds';
import { tagId } from './pageKind';
import { sitemapImages, sitemapVideos, type MediaCatalogue } from './sitemapMedia';

function page(
  loc: string,
  language: IndexablePage['language'],
  document: Partial<PageDocument>,
): IndexablePage {
  return {
    loc,
    language,
    alternates: [],
    document: {
      type: 'microsite',
      uid: 'x.com',
      lang: 'en-us',
      tags: [],
      data: {},
      alternate_languages: [],
      ...document,
    },
  };
}

const show = page('https://x.com/wicked/', 'en', {
  type: 'showpage',
  data: { tgid: '10002', tagged_collection: 167, meta_title: 'Wicked' },
});
const city = page('https://x.com/ar/', 'ar', {
  data: { tagged_mb_type: 'a1-city-guide', tagged_page_type: 'landing-page', tagged_city: 'PARIS' },
});
const collection = (loc: string, language: IndexablePage['language']) =>
  page(loc, language, {
    data: { tagged_content_type: 'collection', tagged_collection: 167, meta_description: 'Page text' },
  });
const plain = page('https://x.com/about/', 'en', { data: { tagged_collection: null } });

const west = {
  id: 167,
  displayName: 'West End',
  metaDescription: 'Shows in London',
  heroImageUrl: 'https://cdn.x.com/hero-167.jpg',
  cardImageUrl: 'https://cdn.x.com/card-167.jpg',
  videos: [
    { url: 'https://videos.x.com/167.mp4', metadata: { videoDuration: 'PT1M30S', uploadDate: '2024-05-13' } },
    { url: 'https://videos.x.com/no-date.mp4', metadata: { videoDuration: 'PT1M', uploadDate: null } },
    { url: '', metadata: { videoDuration: 'PT1M', uploadDate: '2024-05-13' } },
  ],
};

function stubCatalogue(overrides: Partial<Record<keyof MediaCatalogue, unknown>> = {}) {
  const calls = {
    getTourGroup: vi.fn(async (tgid: number) =>
      tgid === 10002
        ? {
            id: 10002,
            name: 'Wicked',
            media: { productImages: [{ url: 'https://cdn.x.com/w1.jpg' }, { url: '//cdn.x.com/w2.jpg' }] },
            imageUrl: 'https://cdn.x.com/w1.jpg',
          }
        : undefined,
    ),
    getCollections: vi.fn(async (_ids: number[], params: { language: string }) => ({
      collections: [{ ...west, displayName: params.language === 'fr' ? 'Le West End' : 'West End' }],
    })),
    getCity: vi.fn(async (code: string) =>
      code === 'PARIS' ? { code, imageUrl: '/media/paris.webp' } : null,
    ),
    ...overrides,
  };
  return { calls, catalogue: calls as unknown as MediaCatalogue };
}

describe('sitemapImages', () => {
  it('gives show pages their product images, tagged pages the collection hero, city pages the city image', async () => {
    const { calls, catalogue } = stubCatalogue();
    expect(await sitemapImages([show, city, plain], catalogue, false)).toEqual([
      {
        loc: 'https://x.com/wicked/',
        images: ['https://cdn.x.com/w1.jpg', 'https://cdn.x.com/w2.jpg', 'https://cdn.x.com/hero-167.jpg'],
      },
      { loc: 'https://x.com/ar/', images: ['https://x.com/media/paris.webp'] },
      { loc: 'https://x.com/about/', images: [] },
    ]);
    expect(calls.getTourGroup).toHaveBeenCalledExactlyOnceWith(10002, { language: 'en' });
    expect(calls.getCollections).toHaveBeenCalledExactlyOnceWith([167], { language: 'en' });
    expect(calls.getCity).toHaveBeenCalledExactlyOnceWith('PARIS', 'en');
  });

  it('skips the images of failed catalogue calls and asks nothing when no page needs it', async () => {
    const { catalogue } = stubCatalogue({
      getTourGroup: vi.fn(async () => undefined),
      getCollections: vi.fn(async () => undefined),
    });
    expect(await sitemapImages([show], catalogue, false)).toEqual([
      { loc: 'https://x.com/wicked/', images: [] },
    ]);
    const quiet = stubCatalogue();
    expect(await sitemapImages([plain], quiet.catalogue, false)).toEqual([
      { loc: 'https://x.com/about/', images: [] },
    ]);
    expect(quiet.calls.getCollections).not.toHaveBeenCalled();
    expect(quiet.calls.getTourGroup).not.toHaveBeenCalled();
  });

  it('uses imageUrl when the product has no image media', async () => {
    const { catalogue } = stubCatalogue({
      getTourGroup: vi.fn(async () => ({
        id: 10002,
        name: 'W',
        media: { productImages: [] },
        imageUrl: 'https://c.x/i.jpg',
      })),
    });
    expect((await sitemapImages([show], catalogue, false))[0]?.images[0]).toBe('https://c.x/i.jpg');
  });
});

describe('sitemapVideos', () => {
  it('lists on collection pages the videos with url, duration and upload date, in the page language', async () => {
    const { calls, catalogue } = stubCatalogue();
    const pages = [
      collection('https://x.com/west-end/', 'en'),
      collection('https://x.com/fr/west-end/', 'fr'),
      show,
    ];
    expect(await sitemapVideos(pages, catalogue, false)).toEqual([
      {
        loc: 'https://x.com/west-end/',
        videos: [
          {
            contentLoc: 'https://videos.x.com/167.mp4',
            thumbnailLoc: 'https://cdn.x.com/hero-167.jpg',
            title: 'West End',
            description: 'Shows in London',
            durationSeconds: 90,
            publicationDate: '2024-05-13',
          },
        ],
      },
      { loc: 'https://x.com/fr/west-end/', videos: [expect.objectContaining({ title: 'Le West End' })] },
    ]);
    expect(calls.getCollections).toHaveBeenCalledTimes(2);
    expect(calls.getCollections).toHaveBeenCalledWith([167], { language: 'fr' });
  });

  it('needs a thumbnail and falls back to the page description', async () => {
    const noHero = { ...west, heroImageUrl: null, cardImageUrl: null };
    const bare = stubCatalogue({ getCollections: vi.fn(async () => ({ collections: [noHero] })) });
    expect(await sitemapVideos([collection('https://x.com/w/', 'en')], bare.catalogue, false)).toEqual([
      { loc: 'https://x.com/w/', videos: [] },
    ]);
    const quiet = stubCatalogue({
      getCollections: vi.fn(async () => ({ collections: [{ ...west, metaDescription: null }] })),
    });
    const [entry] = await sitemapVideos([collection('https://x.com/w/', 'en')], quiet.catalogue, false);
    expect(entry?.videos[0]?.description).toBe('Page text');
  });
});

describe('documentViewKind and tagId', () => {
  it('tells city and collection pages from content pages by their tags', () => {
    expect(documentViewKind(city.document, false)).toBe('city');
    expect(documentViewKind(collection('https://x.com/', 'en').document, false)).toBe('collection');
    expect(documentViewKind(show.document, false)).toBe('show');
    expect(documentViewKind(plain.document, false)).toBe('content');
  });
  it('reads positive whole ids from numbers or numeric text', () => {
    expect(tagId(167)).toBe(167);
    expect(tagId(' 10002 ')).toBe(10002);
    expect(tagId(0)).toBeUndefined();
    expect(tagId(1.5)).toBeUndefined();
    expect(tagId('abc')).toBeUndefined();
    expect(tagId(null)).toBeUndefined();
  });
});
