import { EventEmitter } from 'node:events';
import { logger } from '../log/logger';

const log = logger('cache');

/**
 * Cache tags shared by every cache of the process, inside the Astro bundle or not (a page cache in the
 * server entry, a script): the bus is one EventEmitter stored on `globalThis` under a registered symbol,
 * so two copies of this module (bundled and unbundled) still talk to each other. See docs/preview.md.
 */
export const INVALIDATION_BUS_KEY = Symbol.for('storefront.invalidation');
export const INVALIDATION_EVENT = 'invalidate';

/** What an `invalidate` event carries: the tags to drop, or everything. */
export type Invalidation = { tags: string[] } | { all: true };

/** `tgid:<n>` — a tour group (product). @example cacheTagForTgid(4040) === 'tgid:4040' */
export const cacheTagForTgid = (tgid: number): string => `tgid:${tgid}`;
/** `collection:<n>`. @example cacheTagForCollection(17) === 'collection:17' */
export const cacheTagForCollection = (id: number): string => `collection:${id}`;
/** `city:<CODE>`, upper case as the catalogue spells it. @example cacheTagForCity('rome') === 'city:ROME' */
export const cacheTagForCity = (code: string): string => `city:${code.toUpperCase()}`;
/** `doc:<Prismic id>`. @example cacheTagForDocument('paris-landing-en') === 'doc:paris-landing-en' */
export const cacheTagForDocument = (id: string): string => `doc:${id}`;
/** `type:<Prismic type>`. @example cacheTagForType('site_settings') === 'type:site_settings' */
export const cacheTagForType = (type: string): string => `type:${type}`;
/**
 * `site:<domain>` — a microsite by its production domain (`Site.domain`), which is also the uid of its
 * `site_settings`, header and footer documents and the prefix of its page uids; the local alias is not
 * used because it only names the host in development.
 * @example cacheTagForSite('paris-city-tickets.com') === 'site:paris-city-tickets.com'
 */
export const cacheTagForSite = (domain: string): string => `site:${domain.toLowerCase()}`;

function bus(): EventEmitter {
  const store = globalThis as Record<symbol, unknown>;
  const existing = store[INVALIDATION_BUS_KEY];
  if (existing instanceof EventEmitter) return existing;
  const created = new EventEmitter();
  // Any number of caches may listen; the default warning at 10 would be noise.
  created.setMaxListeners(0);
  store[INVALIDATION_BUS_KEY] = created;
  return created;
}

/**
 * Tells every cache of the process to drop the entries tagged with one of `tags` (deduplicated), or all.
 * Nothing is emitted for an empty list.
 * @example publishInvalidation(['tgid:4040', 'city:ROME']); publishInvalidation('all')
 */
export function publishInvalidation(tags: readonly string[] | 'all'): void {
  if (tags === 'all') {
    bus().emit(INVALIDATION_EVENT, { all: true } satisfies Invalidation);
    return;
  }
  const unique = [...new Set(tags)];
  if (unique.length > 0) bus().emit(INVALIDATION_EVENT, { tags: unique } satisfies Invalidation);
}

/** Listens to invalidations; returns the function that stops listening. A throwing listener is logged. */
export function onInvalidation(listener: (invalidation: Invalidation) => void): () => void {
  const safe = (invalidation: Invalidation) => {
    try {
      listener(invalidation);
    } catch (error) {
      log.error({ err: error }, 'a tag invalidation failed');
    }
  };
  bus().on(INVALIDATION_EVENT, safe);
  return () => {
    bus().off(INVALIDATION_EVENT, safe);
  };
}
