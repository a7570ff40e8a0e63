import { describe, expect, it } from 'vitest';
import type { IndexablePage } from './indexablePages';
import { newsImage, newsVideos } from './newsMedia';

const page = (data: Record<string, unknown>, type = 'news_page'): IndexablePage => ({
  loc: 'https://london-theatre-tickets.com/news/a/',
  lastmod: undefined,
  alternates: [],
  language: 'en',
  document: {
    type,
    uid: 'london-theatre-tickets.com.news.a',
    lang: 'en-us',
    tags: [],
    data,
    alternate_languages: [],
  },
});
const trailer = {
  title: [{ type: 'heading1', text: 'Watch: a new trailer', spans: [] }],
  standfirst: 'A first look.',
  tgid: 10001,
  trailer_url: '/media/videos/london.mp4',
  trailer_duration: 'PT8S',
  trailer_upload_date: '2026-10-08',
};

describe('news media in the sitemaps', () => {
  it('lists an article’s own picture, else its show’s, and none for hubs or other pages', () => {
    expect(newsImage(page({ image: '/media/tour-groups/10002/1.webp' }))).toBe(
      'https://london-theatre-tickets.com/media/tour-groups/10002/1.webp',
    );
    expect(newsImage(page({ image: 'https://elsewhere.example/a.jpg', tgid: 10001 }))).toBe(
      'https://london-theatre-tickets.com/media/tour-groups/10001/0.webp',
    );
    expect(newsImage(page({}))).toBeUndefined();
    expect(newsImage(page({ news_role: 'hub', tgid: 10001 }))).toBeUndefined();
    expect(newsImage(page({ tgid: 10001 }, 'microsite'))).toBeUndefined();
  });

  it('lists trailers with url, duration and upload date only', () => {
    expect(newsVideos([page(trailer)])).toEqual([
      {
        loc: 'https://london-theatre-tickets.com/news/a/',
        videos: [
          {
            contentLoc: 'https://london-theatre-tickets.com/media/videos/london.mp4',
            thumbnailLoc: 'https://london-theatre-tickets.com/media/tour-groups/10001/0.webp',
            title: 'Watch: a new trailer',
            description: 'A first look.',
            durationSeconds: 8,
            publicationDate: '2026-10-08',
          },
        ],
      },
    ]);
    expect(newsVideos([page({ ...trailer, trailer_upload_date: '' })])).toEqual([]);
    expect(newsVideos([page({ ...trailer, trailer_url: 'https://elsewhere.example/a.mp4' })])).toEqual([]);
  });
});
