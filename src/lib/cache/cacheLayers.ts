/**
 * The memory layers below the page cache that a measurement can switch off (docs/performance.md,
 * "Cache layers"): `CACHE_LAYERS_OFF=content,catalogue,fragments` (any of them, comma-separated) makes
 * those caches keep nothing, so `npm run bench:pages` shows what each buys. Unset in production. An
 * unknown name is reported once and ignored.
 */
export const CACHE_LAYERS = ['content', 'catalogue', 'fragments'] as const;
export type CacheLayer = (typeof CACHE_LAYERS)[number];

/** @example layersOff('content, fragments') → Set { 'content', 'fragments' } */
export function layersOff(
  value: string | undefined,
  warn: (message: string) => void = console.warn,
): Set<CacheLayer> {
  const off = new Set<CacheLayer>();
  for (const name of (value ?? '').split(',').map((part) => part.trim().toLowerCase())) {
    if (name === '') continue;
    if ((CACHE_LAYERS as readonly string[]).includes(name)) off.add(name as CacheLayer);
    else warn(`CACHE_LAYERS_OFF: unknown layer '${name}' ignored (known: ${CACHE_LAYERS.join(', ')})`);
  }
  return off;
}

let read: Set<CacheLayer> | undefined;
/** Whether the process runs with this layer switched off (read once from the environment). */
export const layerOff = (layer: CacheLayer): boolean =>
  (read ??= layersOff(process.env['CACHE_LAYERS_OFF'])).has(layer);
