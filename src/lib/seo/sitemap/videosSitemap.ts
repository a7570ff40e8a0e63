import { element, XML_DECLARATION } from './xml';

/** Google's limits: a description of at most 2,048 characters, a duration of 1 s to 8 h. */
export const MAX_DESCRIPTION = 2048;
export const MAX_DURATION_SECONDS = 28_800;

export interface SitemapVideo {
  /** The video file. */
  contentLoc: string;
  thumbnailLoc: string;
  title: string;
  description: string;
  durationSeconds?: number | undefined;
  /** W3C date, e.g. `2024-05-13`. */
  publicationDate?: string | undefined;
}

export interface SitemapVideos {
  /** The page the videos play on. */
  loc: string;
  videos: readonly SitemapVideo[];
}

function videoXml(video: SitemapVideo): string {
  const seconds =
    video.durationSeconds !== undefined &&
    video.durationSeconds >= 1 &&
    video.durationSeconds <= MAX_DURATION_SECONDS
      ? Math.round(video.durationSeconds)
      : undefined;
  return [
    '<video:video>',
    element('video:thumbnail_loc', video.thumbnailLoc),
    element('video:title', video.title),
    element('video:description', [...video.description].slice(0, MAX_DESCRIPTION).join('')),
    element('video:content_loc', video.contentLoc),
    element('video:duration', seconds),
    element('video:publication_date', video.publicationDate),
    '</video:video>',
  ].join('');
}

/**
 * Google's video sitemap: per page, its videos with thumbnail, title, description, file, duration in
 * seconds and publication date. Pages without videos are left out.
 * @example videosSitemapXml([{ loc: 'https://x.com/', videos: [video] }]).includes('<video:duration>90</video:duration>') === true
 */
export function videosSitemapXml(pages: readonly SitemapVideos[]): string {
  const urls = pages
    .filter((page) => page.videos.length > 0)
    .map((page) => `<url>${element('loc', page.loc)}${page.videos.map(videoXml).join('')}</url>`);
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
