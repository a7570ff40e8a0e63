import { layerOff } from '../../cache/cacheLayers.ts';
import { dropOn, DROPS } from '../../cache/invalidation.ts';
import { SharedTier } from '../../cache/sharedTier.ts';
import { answerCatalogueCall } from '@storefront/catalogue';
import { appConfig } from '../../config.ts';
import { createCatalogueClient, type CatalogueClient } from './catalogueClient.ts';
import { answerCache, sharedAnswerLayer } from './responseCache.ts';
import { answerTags, answerTouched } from './touchedAnswers.ts';
import { httpTransport, inProcessTransport } from './transport.ts';

export * from './catalogueClient.ts';
export type * from './extraCalls.ts';
export type * from './placeCalls.ts';

let client: CatalogueClient | undefined;
/**
 * The client's answer cache; a catalogue change (POST /api/catalogue-events, on every node through the
 * peers) drops what names its entities, in memory and in the shared tier.
 */
const answers = answerCache(1000, Date.now, () => layerOff('catalogue'));
dropOn(DROPS.catalogue, (tags) => {
  if (tags === 'all') answers.invalidate('all');
  else {
    const dropped = new Set(tags);
    answers.invalidate((key) => answerTouched(key, dropped), tags);
  }
});

/**
 * The catalogue client of this process: a remote host when CATALOGUE_API_URL is set (tour paths
 * to CATALOGUE_CDN_URL when set), else the in-process catalogue service. With `REDIS_URL` (unless
 * `CATALOGUE_CACHE_SHARED=off`) its answers are shared by every node through Redis.
 */
export function catalogue(): CatalogueClient {
  if (client) return client;
  const { catalogue: config, redis } = appConfig();
  const url = redis.catalogueCacheUrl;
  if (url) {
    const tier = new SharedTier({ url, namespace: 'storefront:answer', label: 'catalogue answers' });
    answers.shareThrough(sharedAnswerLayer({ tier, tagsOf: answerTags }));
  }
  client = createCatalogueClient({
    transport: config.apiUrl
      ? httpTransport(config.apiUrl, config.cdnUrl)
      : inProcessTransport(answerCatalogueCall),
    timeoutMs: config.timeoutMs,
    cache: answers,
  });
  return client;
}
