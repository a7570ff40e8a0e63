import type { Registry } from 'prom-client';
import { onInvalidation } from '../../lib/cache/cacheTags';
import { startPeerBroadcast } from '../../lib/cache/peerBroadcast';
import { SharedTier } from '../../lib/cache/sharedTier';
import { appConfig } from '../../lib/config';
import { createPageCache, type PageCache, type Render } from './pageCache';
import { SharedPages } from './sharedPages';

/** What Astro's App offers the server (astro/app's `match`, `render` and `manifest`). */
export interface RenderingApp {
  match(request: Request, allowPrerenderedRoutes?: boolean): unknown;
  render(
    request: Request,
    options: {
      addCookieHeader: boolean;
      clientAddress?: string | undefined;
      locals?: object;
      routeData?: never;
    },
  ): Promise<Response>;
  manifest: { base?: string; buildFormat?: string };
}

/**
 * The page cache of the Node server, wired to Astro's render and to every invalidation source: the
 * process-wide tag bus (publications and catalogue events become tags in `lib/cache/invalidation.ts`), and the
 * peers (other workers, other nodes through Redis). With `REDIS_URL` (unless `PAGE_CACHE_SHARED=off`)
 * pages are also shared by every node through Redis. Called once by the server (src/server/storefrontServer.ts).
 */
export function installPageCache(render: Render, registry: Registry): PageCache {
  const { pageCache: config, redis } = appConfig();
  const url = redis.pageCacheUrl;
  const cache = createPageCache({
    config,
    shared: url
      ? new SharedPages(new SharedTier({ url, namespace: 'storefront:page', label: 'pages' }))
      : undefined,
    render,
    // Off (PAGE_CACHE=off), its counters would only say so: /metrics shows the server's own without them.
    registry: config.enabled ? registry : undefined,
  });
  startPeerBroadcast();
  onInvalidation((invalidation) => cache.invalidate('all' in invalidation ? 'all' : invalidation.tags));
  return cache;
}
