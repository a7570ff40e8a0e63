import { describe, expect, it } from 'vitest';
import { productCard } from '../rules/card/productCard';
import type { Site } from '../sites/site';
import type { CardView } from '../cards/buildCards';
import type { CollectionPageView } from './collectionPage';
import type { PageBase } from './pageBase';
import { structuredData } from './structuredData';

const site: Site = {
  domain: 'london-theatre-tickets.com',
  alias: 'london-theatre',
  name: 'London Theatre Tickets',
  tagline: 'West End tickets',
  themeColor: '#7c3aed',
  languages: ['en'],
  cityCode: 'LONDON',
  localized: {},
  subdomainHosting: false,
  designV3: true,
};
const origin = 'https://london-theatre-tickets.com';
const card = (id: number, uid?: string): CardView => ({
  card: productCard(
    {
      id,
      name: `Show ${id}`,
      flowType: 'SEATMAP',
      imageUrl: `https://cdn.example.com/${id}.jpg`,
      listingPrice: { finalPrice: 30, currencyCode: 'GBP' },
    },
    { lang: 'en', host: 'london-theatre-tickets.com', showPageUids: uid ? { [id]: uid } : {} },
  ),
  showScratchPrice: true,
});
const base = (cards: CardView[]): PageBase => ({
  titleField: [],
  title: 'West End shows',
  body: [],
  slices: [{ kind: 'productCards', heading: '', state: 'ok', cards, visibleCount: cards.length }],
  breadcrumbs: [
    { name: 'Home', url: `${origin}/`, current: false },
    { name: 'West End shows', url: `${origin}/west-end-shows/`, current: true },
  ],
});
const collection = (videos: CollectionPageView['videos']): CollectionPageView => ({
  kind: 'collection',
  base: base([card(1), card(2, 'wicked')]),
  collectionId: 167,
  collection: {
    name: 'West End Shows',
    description: 'The best musicals',
    heroImage: '/media/collections/167/hero.webp',
    rating: 4.5,
    ratingCount: 300,
    startingPrice: '£29',
    city: 'London',
  },
  picks: [card(2, 'wicked')],
  products: { state: 'ok', cards: [card(1), card(3)] },
  videos,
  reviews: undefined as unknown as CollectionPageView['reviews'],
});

describe('structuredData', () => {
  it('lists each card once, in page order, with absolute links', () => {
    const blocks = structuredData(collection([]), { site, origin, language: 'en', currency: 'GBP' });
    expect(blocks.map((block) => (block as { '@type': string })['@type'])).toEqual([
      'Organization',
      'WebSite',
      'BreadcrumbList',
      'ItemList',
    ]);
    const list = blocks[3] as { itemListElement: { position: number; url: string; name: string }[] };
    expect(list.itemListElement.map((item) => [item.position, item.name, item.url])).toEqual([
      [1, 'Show 2', 'https://london-theatre-tickets.com/wicked/'],
      [2, 'Show 1', 'https://book.london-theatre-tickets.com/book/1/seatmap/?currencyCode=GBP'],
      [3, 'Show 3', 'https://book.london-theatre-tickets.com/book/3/seatmap/?currencyCode=GBP'],
    ]);
  });

  it('adds a VideoObject only for a video with url, duration and upload date', () => {
    const blocks = structuredData(
      collection([
        {
          src: '/media/videos/london.mp4',
          poster: '/media/videos/london.webp',
          duration: 'PT8S',
          uploadDate: '2024-03-13',
        },
        { src: '/media/videos/rome.mp4', poster: undefined, duration: undefined, uploadDate: '2024-03-13' },
      ]),
      { site, origin, language: 'en', currency: 'GBP' },
    );
    const videos = blocks.filter((block) => (block as { '@type': string })['@type'] === 'VideoObject');
    expect(videos).toHaveLength(1);
    expect(videos[0]).toMatchObject({
      contentUrl: 'https://london-theatre-tickets.com/media/videos/london.mp4',
      thumbnailUrl: 'https://london-theatre-tickets.com/media/videos/london.webp',
      duration: 'PT8S',
      uploadDate: '2024-03-13',
    });
  });
});
