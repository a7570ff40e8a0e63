import { onContentChange, type ContentChange } from '../../lib/cache/contentChanges';
import { invalidationChannel, startPeerBroadcast } from '../../lib/cache/peerBroadcast';
import { cacheTag } from '../../lib/cache/requestScope';
import { readPageCacheConfig } from './cacheConfig';
import { createPageCache, type PageCache } from './pageCache';

/** What the adapter's App offers the cache (astro/app's `match` and `render`). */
export interface RenderingApp {
  match(request: Request, allowPrerenderedRoutes?: boolean): unknown;
  render(
    request: Request,
    options: { addCookieHeader: boolean; clientAddress?: string | undefined; routeData?: never },
  ): Promise<Response>;
}

/**
 * The tags a publication touches (docs/page-cache.md, "Invalidation"): its documents and their types;
 * everything when the change cannot be narrowed down or a document vanished (its type is unknown).
 * @example tagsOfContentChange({ ids: ['X1'], types: ['news_page'], uids: [], unknownIds: [], everything: false }) → ['doc:X1', 'type:news_page']
 */
export function tagsOfContentChange(change: ContentChange): string[] | 'all' {
  if (change.everything || change.unknownIds.length > 0) return 'all';
  return [...change.ids.map(cacheTag.doc), ...change.types.map(cacheTag.type)];
}

/**
 * The page cache of the Node server, wired to Astro's App and to every invalidation source. Called once
 * by the adapter's patched standalone handler (src/integrations/pageCache.ts).
 */
export function installPageCache(app: RenderingApp): PageCache {
  const cache = createPageCache({
    config: readPageCacheConfig(),
    render: (request, clientAddress) => {
      const routeData = app.match(request, true) as never;
      return app.render(request, {
        addCookieHeader: true,
        clientAddress,
        ...(routeData ? { routeData } : {}),
      });
    },
  });
  onContentChange((change) => cache.invalidate(tagsOfContentChange(change)));
  // Publications and catalogue events handled by another process reach this one too.
  startPeerBroadcast();
  invalidationChannel().on('invalidate', (message: { tags?: unknown; all?: unknown }) => {
    if (message.all === true) cache.invalidate('all');
    else if (Array.isArray(message.tags))
      cache.invalidate(message.tags.filter((tag): tag is string => typeof tag === 'string'));
  });
  return cache;
}
