import { Cache, type SharedLayer } from '../../cache/cache.ts';
import { keepShared } from '../../cache/deepFreeze.ts';
import type { SharedTier } from '../../cache/sharedTier.ts';
import { logger } from '../../log/logger.ts';

const log = logger('catalogue');

/**
 * The catalogue client's answers: the cache primitive (cache.ts) bounded by entries, loaded with each
 * call kind's time-to-live and stale-while-revalidate, and optionally shared by every node through Redis
 * (docs/page-cache.md "Shared through Redis"). A catalogue change drops the answers whose keys name its
 * entities (touchedAnswers.ts).
 * @example const answers = answerCache(500); await answers.load('k', { ttlMs: 60_000, swrMs: 600_000 }, load);
 */
export type AnswerCache = Cache<unknown>;

export const answerCache = (
  maxEntries: number,
  now: () => number = Date.now,
  off: boolean | (() => boolean) = false,
): AnswerCache =>
  new Cache<unknown>({
    maxEntries,
    now,
    off,
    // A failed background refresh: the stale answer stays, the failure is logged like a failed call.
    onError: (error) =>
      log.error({ upstream: 'catalogue', refresh: true, err: error }, 'catalogue call failed'),
  });

/** The optional tier behind the memory: Redis, and the tags (entities) an answer's key names. */
export interface SharedAnswers {
  tier: SharedTier;
  tagsOf: (key: string) => string[];
}

/** What Redis keeps of an answer: the JSON answer and when it was loaded. */
const encode = (value: unknown, storedAt: number): Buffer => Buffer.from(JSON.stringify({ storedAt, value }));

function decode(part: Buffer | undefined): { storedAt: number; value: unknown } | undefined {
  try {
    const parsed = JSON.parse(part?.toString() ?? '') as { storedAt?: unknown; value?: unknown };
    // Frozen like an answer loaded here (catalogueClient): every request shares it from memory.
    return typeof parsed.storedAt === 'number' && parsed.value !== undefined
      ? { storedAt: parsed.storedAt, value: keepShared(parsed.value) }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Redis as the answers' shared layer: one short round trip on a memory miss (a miss while Redis is
 * down), loaded answers written with the tags their keys name for ttl + swr, after the clock read
 * before the load (a write that an invalidation overtook is refused).
 */
export function sharedAnswerLayer({ tier, tagsOf }: SharedAnswers): SharedLayer<unknown> {
  return {
    async read(key) {
      const read = await tier.read(key, 1);
      return { found: decode(read.parts?.[0]), clock: read.clock };
    },
    write(key, value, storedAt, lifetimeMs, clock) {
      void tier.write(key, [encode(value, storedAt)], tagsOf(key), lifetimeMs, clock);
    },
    invalidate(tags) {
      void tier.invalidate(tags);
    },
  };
}
