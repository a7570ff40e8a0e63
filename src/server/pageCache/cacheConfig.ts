import { availableParallelism } from 'node:os';
import { z } from 'zod';

const count = (fallback: number, max: number) =>
  z.coerce.number().int().min(0).max(max).catch(fallback).default(fallback);

const schema = z.object({
  PAGE_CACHE: z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => !['0', 'off', 'false', 'no'].includes(value))
    .catch(true)
    .default(true),
  PAGE_CACHE_MAX_ENTRIES: count(5000, 1_000_000),
  PAGE_CACHE_MAX_MB: count(256, 64_000),
  // Twice the cores: one rendering while another waits on its data, no more (pageCache.ts, the gate).
  RENDER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .catch(() => 2 * availableParallelism())
    .default(() => 2 * availableParallelism()),
  // The most asked invalidated pages rendered again in the background; 0 turns it off.
  REFRESH_AFTER_INVALIDATION: count(200, 100_000),
  TRUSTED_PROXY: z.string().optional(),
});

export interface PageCacheConfig {
  enabled: boolean;
  maxEntries: number;
  maxBytes: number;
  /** How many renders for the cache run at once; the others wait in order. */
  renderConcurrency: number;
  /** At most this many invalidated pages (the most asked) are rendered again in the background. */
  refreshAfterInvalidation: number;
  trustedProxy: boolean;
}

/**
 * The page cache's settings (README, "Configuration"); a malformed number falls back to its default.
 * @example readPageCacheConfig({ PAGE_CACHE: 'off' }).enabled === false
 */
export function readPageCacheConfig(env: Record<string, string | undefined> = process.env): PageCacheConfig {
  const parsed = schema.parse(env);
  return {
    enabled: parsed.PAGE_CACHE && parsed.PAGE_CACHE_MAX_ENTRIES > 0 && parsed.PAGE_CACHE_MAX_MB > 0,
    maxEntries: parsed.PAGE_CACHE_MAX_ENTRIES,
    maxBytes: parsed.PAGE_CACHE_MAX_MB * 1024 * 1024,
    renderConcurrency: parsed.RENDER_CONCURRENCY,
    refreshAfterInvalidation: parsed.REFRESH_AFTER_INVALIDATION,
    trustedProxy: ['1', 'true', 'yes', 'on'].includes((parsed.TRUSTED_PROXY ?? '').toLowerCase()),
  };
}
