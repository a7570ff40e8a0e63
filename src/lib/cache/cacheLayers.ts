import { appConfig, type CacheLayer } from '../config';

/**
 * The memory layers below the page cache that a measurement can switch off (docs/performance.md,
 * "Cache layers"): `CACHE_LAYERS_OFF=content,catalogue,fragments` (any of them, comma-separated) makes
 * those caches keep nothing, so `npm run bench:pages` shows what each buys. Unset in production; an
 * unknown name stops the start (src/lib/config/schema.ts).
 */
export const layerOff = (layer: CacheLayer): boolean => appConfig().cacheLayersOff.includes(layer);
