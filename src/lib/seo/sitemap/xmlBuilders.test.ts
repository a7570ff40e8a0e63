import { describe, expect, it } from 'vitest';
import { imagesSitemapXml } from './imagesSitemap';
import { pagesSitemapXml } from './pagesSitemap';
import { sitemapIndexXml } from './sitemapIndex';
import { videosSitemapXml, type SitemapVideo } from './videosSitemap';
import { xmlEscape } from './xml';

describe('xmlEscape', () => {
  it('writes the five special characters as entities', () => {
    expect(xmlEscape(`a&b <c> "d" 'e'`)).toBe('a&amp;b &lt;c&gt; &quot;d&quot; &apos;e&apos;');
  });
  it('drops characters XML cannot carry and keeps the rest of Unicode', () => {
    expect(xmlEscape('a\u0000b\u0008c\u001Fd\uFFFEe')).toBe('abcde');
    expect(xmlEscape('tab\there\nnewline')).toBe('tab\there\nnewline');
    expect(xmlEscape('\uD800x')).toBe('x');
    expect(xmlEscape('مرحبا 😀 東京')).toBe('مرحبا 😀 東京');
  });
});

describe('pagesSitemapXml', () => {
  it('writes one url per page with lastmod and hreflang alternates', () => {
    expect(
      pagesSitemapXml([
        {
          loc: 'https://x.com/',
          lastmod: '2026-03-16T14:30:00Z',
          alternates: [
            { hreflang: 'en', href: 'https://x.com/' },
            { hreflang: 'ar', href: 'https://x.com/ar/' },
            { hreflang: 'x-default', href: 'https://x.com/' },
          ],
        },
        { loc: 'https://x.com/a?b=1&c=2', alternates: [] },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '<url><loc>https://x.com/</loc><lastmod>2026-03-16T14:30:00Z</lastmod>' +
          '<xhtml:link rel="alternate" hreflang="en" href="https://x.com/"/>' +
          '<xhtml:link rel="alternate" hreflang="ar" href="https://x.com/ar/"/>' +
          '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.com/"/></url>',
        '<url><loc>https://x.com/a?b=1&amp;c=2</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
  it('is a valid empty urlset without pages', () => {
    expect(pagesSitemapXml([])).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(pagesSitemapXml([])).not.toContain('<url>');
  });
});

describe('imagesSitemapXml', () => {
  it('lists each page with its images and skips pages without', () => {
    const xml = imagesSitemapXml([
      {
        loc: 'https://x.com/wicked/',
        images: ['https://cdn.x.com/1.jpg?w=1&h=2', 'https://cdn.x.com/2.jpg'],
      },
      { loc: 'https://x.com/about/', images: [] },
    ]);
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(xml).toContain(
      '<url><loc>https://x.com/wicked/</loc>' +
        '<image:image><image:loc>https://cdn.x.com/1.jpg?w=1&amp;h=2</image:loc></image:image>' +
        '<image:image><image:loc>https://cdn.x.com/2.jpg</image:loc></image:image></url>',
    );
    expect(xml).not.toContain('https://x.com/about/');
  });
  it('keeps at most 1,000 images per page', () => {
    const images = Array.from({ length: 1005 }, (_, i) => `https://x.com/${i}.jpg`);
    expect(imagesSitemapXml([{ loc: 'https://x.com/', images }]).match(/<image:image>/g)).toHaveLength(1000);
  });
});

const video: SitemapVideo = {
  contentLoc: 'https://videos.x.com/167/intro.mp4',
  thumbnailLoc: 'https://x.com/hero.jpg',
  title: 'West End <shows>',
  description: 'Tickets & more',
  durationSeconds: 90,
  publicationDate: '2024-05-13',
};

describe('videosSitemapXml', () => {
  it('writes thumbnail, title, description, file, duration in seconds and date', () => {
    expect(videosSitemapXml([{ loc: 'https://x.com/west-end/', videos: [video] }])).toContain(
      '<url><loc>https://x.com/west-end/</loc><video:video>' +
        '<video:thumbnail_loc>https://x.com/hero.jpg</video:thumbnail_loc>' +
        '<video:title>West End &lt;shows&gt;</video:title>' +
        '<video:description>Tickets &amp; more</video:description>' +
        '<video:content_loc>https://videos.x.com/167/intro.mp4</video:content_loc>' +
        '<video:duration>90</video:duration>' +
        '<video:publication_date>2024-05-13</video:publication_date>' +
        '</video:video></url>',
    );
  });
  it('leaves out a duration outside 1 s to 8 h, cuts long descriptions and skips pages without videos', () => {
    const xml = videosSitemapXml([
      {
        loc: 'https://x.com/a/',
        videos: [{ ...video, durationSeconds: 28_801, description: 'é'.repeat(3000) }],
      },
      { loc: 'https://x.com/b/', videos: [] },
    ]);
    expect(xml).not.toContain('<video:duration>');
    expect(xml).toContain(`<video:description>${'é'.repeat(2048)}</video:description>`);
    expect(xml).not.toContain('https://x.com/b/');
    expect(xml).toContain('xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"');
  });
});

describe('sitemapIndexXml', () => {
  it('points to each sitemap, with lastmod when known', () => {
    expect(
      sitemapIndexXml([
        { loc: 'https://x.com/sitemap-pages.xml', lastmod: '2026-03-16T14:30:00Z' },
        { loc: 'https://x.com/sitemap-images.xml' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap><loc>https://x.com/sitemap-pages.xml</loc><lastmod>2026-03-16T14:30:00Z</lastmod></sitemap>',
        '<sitemap><loc>https://x.com/sitemap-images.xml</loc></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });
});
