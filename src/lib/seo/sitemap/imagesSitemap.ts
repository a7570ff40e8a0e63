import { element, XML_DECLARATION } from './xml';

/** Google reads at most 1,000 images per page. */
export const MAX_IMAGES_PER_PAGE = 1000;

export interface SitemapImages {
  /** The page the images appear on. */
  loc: string;
  /** Absolute image URLs. */
  images: readonly string[];
}

/**
 * Google's image sitemap: per page, its images (`image:image/image:loc`; the caption and title tags are
 * deprecated). Pages without images are left out.
 * @example imagesSitemapXml([{ loc: 'https://x.com/', images: ['https://x.com/a.jpg'] }]).includes('<image:loc>https://x.com/a.jpg</image:loc>') === true
 */
export function imagesSitemapXml(pages: readonly SitemapImages[]): string {
  const urls = pages
    .filter((page) => page.images.length > 0)
    .map((page) => {
      const images = page.images
        .slice(0, MAX_IMAGES_PER_PAGE)
        .map((image) => `<image:image>${element('image:loc', image)}</image:image>`);
      return `<url>${element('loc', page.loc)}${images.join('')}</url>`;
    });
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
