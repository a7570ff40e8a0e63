import { element, XML_DECLARATION, xmlEscape } from './xml';

export interface SitemapAlternate {
  /** A BCP 47 tag or `x-default`. */
  hreflang: string;
  href: string;
}

export interface SitemapPage {
  loc: string;
  /** W3C date-time of the last publication. */
  lastmod?: string | undefined;
  /** Every language version of the page (itself included) and x-default. */
  alternates: readonly SitemapAlternate[];
}

/**
 * The pages sitemap: one `<url>` per page and language, with `xhtml:link` hreflang alternates.
 * @example pagesSitemapXml([{ loc: 'https://x.com/', alternates: [] }]).includes('<loc>https://x.com/</loc>') === true
 */
export function pagesSitemapXml(pages: readonly SitemapPage[]): string {
  const urls = pages.map((page) => {
    const links = page.alternates.map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${xmlEscape(alternate.hreflang)}" href="${xmlEscape(alternate.href)}"/>`,
    );
    return `<url>${element('loc', page.loc)}${element('lastmod', page.lastmod)}${links.join('')}</url>`;
  });
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
