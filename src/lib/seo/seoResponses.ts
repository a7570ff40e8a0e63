import { catalogue } from '../catalogue/client';
import { appConfig, demoHostSuffix } from '../config';
import { getContentClient } from '../content';
import { getSites } from '../sites/siteRegistry';
import { robotsTxt } from './robotsTxt';
import { seoHost, type SeoHost } from './seoHost';
import { imagesSitemapXml } from './sitemap/imagesSitemap';
import { listPageDocuments } from './sitemap/pageDocuments';
import { pagesSitemapXml } from './sitemap/pagesSitemap';
import { sitemapIndexXml } from './sitemap/sitemapIndex';
import { createSitemapCache, type SiteSitemaps } from './sitemap/siteSitemaps';
import { videosSitemapXml } from './sitemap/videosSitemap';
import { logger } from '../log/logger';

const log = logger('seo');

export const SITEMAP_KINDS = ['index', 'pages', 'images', 'videos'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The sitemap files the index lists, by kind. */
export const SITEMAP_PATHS = {
  pages: '/sitemap-pages.xml',
  images: '/sitemap-images.xml',
  videos: '/sitemap-videos.xml',
} as const;

const CACHE_CONTROL = 'public, max-age=300';
const forHost = createSitemapCache({
  documents: () => listPageDocuments(getContentClient()),
  catalogue,
});

function text(body: string, status: number, type = 'text/plain'): Response {
  const headers = new Headers({ 'content-type': `${type}; charset=utf-8` });
  headers.set('cache-control', status === 200 ? CACHE_CONTROL : 'no-store');
  // Crawlers retry a 503 later instead of dropping what they know (and read robots.txt as "wait").
  if (status === 503) headers.set('retry-after', '120');
  return new Response(body, { status, headers });
}

async function hostOf(request: Request): Promise<SeoHost | undefined> {
  const config = appConfig();
  return seoHost(request, await getSites(), demoHostSuffix(config), config.trustedProxy);
}

/**
 * `/robots.txt` for the request's host: a microsite may be crawled (APIs excepted) and names its sitemap;
 * any other host is closed. 503 while the microsite list cannot be read.
 * @example await robotsResponse(new Request('http://127.0.0.1/robots.txt', { headers: { host: 'nowhere.test' } })) → 'Disallow: /'
 */
export async function robotsResponse(request: Request): Promise<Response> {
  try {
    return text(robotsTxt((await hostOf(request))?.origin), 200);
  } catch (error) {
    log.error({ err: error }, 'robots.txt: the microsite list could not be read');
    return text('Service unavailable\n', 503);
  }
}

async function sitemapXml(kind: SitemapKind, host: SeoHost, sitemaps: SiteSitemaps): Promise<string> {
  switch (kind) {
    case 'index': {
      const lastmod = (await sitemaps.pages())
        .map((page) => page.lastmod ?? '')
        .reduce((latest, value) => (value > latest ? value : latest), '');
      return sitemapIndexXml(
        Object.entries(SITEMAP_PATHS).map(([part, path]) => ({
          loc: new URL(path, host.origin).href,
          lastmod: part === 'pages' && lastmod ? lastmod : undefined,
        })),
      );
    }
    case 'pages':
      return pagesSitemapXml(await sitemaps.pages());
    case 'images':
      return imagesSitemapXml(await sitemaps.images());
    case 'videos':
      return videosSitemapXml(await sitemaps.videos());
  }
}

/**
 * A sitemap of the request's microsite: the index, pages (with hreflang alternates), images or videos.
 * 404 for a host that is not a microsite; 503 while the content cannot be read.
 * @example await sitemapResponse('pages', request) → 200 application/xml
 */
export async function sitemapResponse(kind: SitemapKind, request: Request): Promise<Response> {
  try {
    const host = await hostOf(request);
    if (!host) return text('Not found\n', 404);
    const xml = await sitemapXml(kind, host, forHost(host.site, host.origin, host.otherDomains));
    return text(xml, 200, 'application/xml');
  } catch (error) {
    log.error({ err: error }, `the ${kind} sitemap could not be built`);
    return text('Service unavailable\n', 503);
  }
}
