// The pages of the demo microsites as their sitemaps list them, for the scripts that visit every page
// (html-snapshot, bench-cold): the local index lists the sites; each site's `/sitemap-pages.xml` lists
// its pages and, as hreflang alternates, the same pages in the other languages.

import { sitemapPaths } from '../../src/lib/routing/sitemapPaths.ts';

/**
 * @param {(host: string, path: string) => Promise<{ status: number | undefined, body: string }>} fetchPage
 * @returns {Promise<{ site: string, host: string, path: string }[]>} every page, sites and paths in order
 */
export async function demoPages(fetchPage) {
  const index = await fetchPage('localhost', '/');
  const sites = [
    ...new Set([...index.body.matchAll(/href="https?:\/\/([\w-]+)\.localhost[:/]/g)].map((m) => m[1])),
  ];
  if (sites.length === 0) throw new Error('no demo microsite found on the index page');
  const pages = [];
  for (const site of sites) {
    const host = `${site}.localhost`;
    const sitemap = await fetchPage(host, '/sitemap-pages.xml');
    for (const path of sitemapPaths(sitemap.body)) pages.push({ site, host, path });
  }
  return pages;
}

/** A page's kind as analytics names it (`analyticsPageType`), else its CMS document type. */
export const kindOf = (html) =>
  /"analyticsPageType":"([^"]+)"/.exec(html)?.[1] ??
  /data-document-type="([^"]+)"/.exec(html)?.[1] ??
  'other';
