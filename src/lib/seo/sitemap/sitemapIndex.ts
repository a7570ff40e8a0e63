import { element, XML_DECLARATION } from './xml';

export interface SitemapReference {
  loc: string;
  lastmod?: string | undefined;
}

/**
 * A sitemap index pointing to the site's sitemaps.
 * @example sitemapIndexXml([{ loc: 'https://x.com/sitemap-pages.xml' }]).includes('<sitemap><loc>https://x.com/sitemap-pages.xml</loc></sitemap>') === true
 */
export function sitemapIndexXml(sitemaps: readonly SitemapReference[]): string {
  return [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map(
      (sitemap) => `<sitemap>${element('loc', sitemap.loc)}${element('lastmod', sitemap.lastmod)}</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}
