import { startCacheTagWiring } from '../../lib/cache/cacheTagWiring';
import { onInvalidation } from '../../lib/cache/cacheTags';
import { startPeerBroadcast } from '../../lib/cache/peerBroadcast';
import { SharedTier, sharedTierUrl } from '../../lib/cache/sharedTier';
import { readConfig } from '../../lib/config';
import { readPageCacheConfig } from './cacheConfig';
import { createPageCache, type PageCache } from './pageCache';
import { SharedPages } from './sharedPages';

/** What the adapter's App offers the cache (astro/app's `match` and `render`). */
export interface RenderingApp {
  match(request: Request, allowPrerenderedRoutes?: boolean): unknown;
  render(
    request: Request,
    options: { addCookieHeader: boolean; clientAddress?: string | undefined; routeData?: never },
  ): Promise<Response>;
}

/**
 * The page cache of the Node server, wired to Astro's App and to every invalidation source: the
 * process-wide tag bus (publications and catalogue events become tags in `cacheTagWiring`), and the
 * peers (other workers, other nodes through Redis). With `REDIS_URL` (unless `PAGE_CACHE_SHARED=off`)
 * pages are also shared by every node through Redis. Called once by the adapter's patched standalone
 * handler (src/integrations/pageCache.ts).
 */
export function installPageCache(app: RenderingApp): PageCache {
  // --- i20 webhooks: an invalid configuration (a webhook secret under 32 bytes) stops the start ---
  readConfig();
  // --- end i20 webhooks ---
  const config = readPageCacheConfig();
  const url = config.enabled ? sharedTierUrl(process.env, 'PAGE_CACHE_SHARED') : undefined;
  const cache = createPageCache({
    config,
    shared: url
      ? new SharedPages(new SharedTier({ url, namespace: 'storefront:page', label: 'pages' }))
      : undefined,
    render: (request, clientAddress) => {
      const routeData = app.match(request, true) as never;
      return app.render(request, {
        addCookieHeader: true,
        clientAddress,
        ...(routeData ? { routeData } : {}),
      });
    },
  });
  startCacheTagWiring();
  startPeerBroadcast();
  onInvalidation((invalidation) => cache.invalidate('all' in invalidation ? 'all' : invalidation.tags));
  return cache;
}
