import { Cache } from '../../cache/cache';
import { refreshingValue } from '../../cache/refreshingValue';
import type { Site } from '../../sites/site';
import type { SitemapImages } from './imagesSitemap';
import { indexablePages, type IndexablePage, type PageDocument } from './indexablePages';
import { sitemapImages, sitemapVideos, type MediaCatalogue } from './sitemapMedia';
import type { SitemapVideos } from './videosSitemap';
import { logger } from '../../log/logger';

const log = logger('seo');

/** Sitemaps are read by crawlers a few times a day: 5 minutes old is fresh enough. */
export const SITEMAP_TTL_MS = 5 * 60_000;
/** Hosts remembered at once; a flood of Host header variants cannot grow memory past this. */
export const MAX_CACHED_HOSTS = 64;

export interface SiteSitemaps {
  pages: () => Promise<IndexablePage[]>;
  images: () => Promise<SitemapImages[]>;
  videos: () => Promise<SitemapVideos[]>;
}

export interface SitemapSources {
  /** Every page document of every site and language. */
  documents: () => Promise<readonly PageDocument[]>;
  catalogue: () => MediaCatalogue;
  ttlMs?: number;
  now?: () => number;
}

const logRefresh = (error: unknown) =>
  log.error({ err: error }, 'refreshing a sitemap failed; the last one is served');

/**
 * Sitemaps per host: the page list is derived from one document listing shared by every host (kept
 * `ttlMs`, served stale while one refresh runs) and recomputed when it changes; images and videos come
 * from the catalogue and are kept `ttlMs` per host.
 * @example const forHost = createSitemapCache({ documents, catalogue }); await forHost(site, origin, []).pages();
 */
export function createSitemapCache(sources: SitemapSources) {
  const ttl = sources.ttlMs ?? SITEMAP_TTL_MS;
  const options = { onError: logRefresh, ...(sources.now && { now: sources.now }) };
  const documents = refreshingValue(sources.documents, ttl, options);
  const hosts = new Cache<SiteSitemaps>({ maxEntries: MAX_CACHED_HOSTS });
  return (site: Site, origin: string, otherDomains: readonly string[]): SiteSitemaps => {
    const key = `${site.domain} ${origin} ${otherDomains.join(',')}`;
    const known = hosts.get(key);
    if (known) return known;
    // Recomputed only when the shared listing changes, so a page list is never older than the listing.
    let memo: { documents: readonly PageDocument[]; pages: IndexablePage[] } | undefined;
    const pages = async (): Promise<IndexablePage[]> => {
      const current = await documents();
      if (memo?.documents !== current)
        memo = { documents: current, pages: indexablePages(current, site.domain, origin, otherDomains) };
      return memo.pages;
    };
    const media = <T>(load: (list: IndexablePage[], catalogue: MediaCatalogue, sub: boolean) => Promise<T>) =>
      refreshingValue(
        async () => load(await pages(), sources.catalogue(), site.subdomainHosting),
        ttl,
        options,
      );
    const entry: SiteSitemaps = { pages, images: media(sitemapImages), videos: media(sitemapVideos) };
    hosts.set(key, entry);
    return entry;
  };
}
